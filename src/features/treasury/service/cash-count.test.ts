import { describe, expect, it } from 'vitest'
import { CASH_DENOMINATIONS, closingFigures } from '../../../../sync'

const ID = '0192f5c8-7c1e-7000-8000-000000000001'

describe('the cash count of a service closing', () => {
  it('has every Brazilian note and coin, down to the R$ 0,01 coin', () => {
    expect([...CASH_DENOMINATIONS]).toEqual([
      20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25, 10, 5, 1,
    ])
  })

  it('matches a total with stray centavos (R$ 100,02 in cash)', () => {
    const tithes = [{ id: ID, amount: 10_002, paymentMethod: 'dinheiro' as const }]
    const counts = [
      { denomination: 10_000, quantity: 1 },
      { denomination: 1, quantity: 2 },
    ]
    expect(closingFigures([ID], tithes, counts).difference).toBe(0)
  })
})
