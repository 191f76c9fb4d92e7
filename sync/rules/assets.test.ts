import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assetBalance, identifierKey, itemIssue, movementsIssue, type MovementLike } from './assets'

const entry = (quantity: number, price: number): MovementLike => ({
  kind: 'entry',
  quantity,
  price,
})
const exit = (quantity: number, price = 1): MovementLike => ({ kind: 'exit', quantity, price })

describe('assetBalance', () => {
  it('holds entries minus exits, valued at the average entry price', () => {
    // 10 chairs at R$ 150,00 and 5 at R$ 180,00; 3 sold.
    const balance = assetBalance([entry(10, 15_000), entry(5, 18_000), exit(3, 9_000)])
    expect(balance).toEqual({ quantity: 12, entered: 15, unitValue: 16_000, totalValue: 192_000 })
    expect(assetBalance([])).toEqual({ quantity: 0, entered: 0, unitValue: 0, totalValue: 0 })
  })

  it('never loses a centavo: the value of everything entered is exact when nothing left', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000_000 })),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (pairs) => {
          const movements = pairs.map(([q, p]) => entry(q, p))
          const cost = pairs.reduce((s, [q, p]) => s + q * p, 0)
          expect(assetBalance(movements).totalValue).toBe(cost)
        },
      ),
    )
  })
})

describe('the inventory rules', () => {
  it('refuses an exit beyond the stock and fewer entries than items', () => {
    expect(movementsIssue([entry(2, 100), exit(3)], 0)).toBe('asset_stock_negative')
    expect(movementsIssue([entry(2, 100)], 3)).toBe('asset_items_over_entries')
    expect(movementsIssue([entry(3, 100), exit(1)], 3)).toBeNull()
  })

  it('an item needs a free identifier (without case or spaces) and room left by the entries', () => {
    const base = { takenIdentifiers: ['PAT-001'], otherItemsOfAsset: 1, movements: [entry(2, 100)] }
    expect(itemIssue({ ...base, identifier: ' pat-001 ' })).toBe('identifier_taken')
    expect(itemIssue({ ...base, identifier: '  ' })).toBe('identifier_required')
    expect(itemIssue({ ...base, identifier: 'PAT-002' })).toBeNull()
    expect(itemIssue({ ...base, identifier: 'PAT-002', otherItemsOfAsset: 2 })).toBe(
      'item_limit_reached',
    )
    expect(identifierKey(' sá-01 ')).toBe('SÁ-01')
  })
})
