import { describe, expect, it } from 'vitest'
import {
  ANONYMOUS_OFFERING_CEILING,
  median,
  unusualAmount,
  type EarlierTithe,
} from './unusual-amount'

const tithes = (...amounts: number[]): EarlierTithe[] =>
  amounts.map((amount, i) => ({
    id: `t${i}`,
    amount,
    date: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
  }))

describe('a tithe far above what the member usually gives asks for confirmation', () => {
  it('takes the median of the last tithes', () => {
    expect(median([100, 300, 200])).toBe(200)
    expect(median([100, 200, 300, 1000])).toBe(250)
  })

  it('above 5x the median of at least 3 earlier tithes', () => {
    const earlier = tithes(10_000, 12_000, 10_000, 100_000)
    // median 11,000 centavos (R$ 110,00): up to R$ 550,00 is usual.
    expect(unusualAmount(55_000, 'm1', earlier)).toBeNull()
    expect(unusualAmount(55_001, 'm1', earlier)).toEqual({ reason: 'above_median', median: 11_000 })
    // '10000' typed for '100,00':
    expect(unusualAmount(1_000_000, 'm1', earlier)?.reason).toBe('above_median')
  })

  it('only the last 12 tithes count', () => {
    const old = Array.from({ length: 12 }, (_, i) => ({
      id: `old${i}`,
      amount: 1_000_000,
      date: `2020-01-${String(i + 1).padStart(2, '0')}`,
    }))
    const recent = tithes(...Array<number>(12).fill(10_000))
    expect(unusualAmount(60_000, 'm1', [...old, ...recent])?.reason).toBe('above_median')
  })

  it('with fewer than 3 earlier tithes, the ceiling of an anonymous offering', () => {
    expect(unusualAmount(ANONYMOUS_OFFERING_CEILING, 'm1', tithes(1_000, 1_000))).toBeNull()
    expect(unusualAmount(ANONYMOUS_OFFERING_CEILING + 1, 'm1', tithes(1_000))).toEqual({
      reason: 'new_member_ceiling',
      ceiling: ANONYMOUS_OFFERING_CEILING,
    })
  })

  it('an anonymous offering above R$ 5.000,00', () => {
    expect(ANONYMOUS_OFFERING_CEILING).toBe(500_000)
    expect(unusualAmount(500_000, null, [])).toBeNull()
    expect(unusualAmount(500_001, null, [])).toEqual({
      reason: 'anonymous_ceiling',
      ceiling: 500_000,
    })
  })
})
