import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  budgetVsRealizedByMonth,
  computeRepasse,
  percentOf,
  realize,
  repassePaidVsOwed,
  repasseSources,
  splitLargestRemainder,
  titheStatus,
} from './treasury-money'

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

describe('splitLargestRemainder', () => {
  it('splits 100 centavos in three as 34 + 33 + 33', () => {
    expect(splitLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33])
  })
  it('gives the leftover centavos to the largest remainders', () => {
    // exact shares 2.5, 2.5, 5 of 10 -> remainders .5/.5/0 -> the first tie wins
    expect(splitLargestRemainder(10, [1, 1, 2])).toEqual([3, 2, 5])
    expect(splitLargestRemainder(1, [3, 7])).toEqual([0, 1])
  })
  it('zero weights: everything to the first part; zero total: zeros', () => {
    expect(splitLargestRemainder(5, [0, 0])).toEqual([5, 0])
    expect(splitLargestRemainder(0, [1, 2])).toEqual([0, 0])
  })
  it('refuses fractional or negative input', () => {
    expect(() => splitLargestRemainder(1.5, [1])).toThrow()
    expect(() => splitLargestRemainder(-1, [1])).toThrow()
    expect(() => splitLargestRemainder(1, [-1, 2])).toThrow()
    expect(() => splitLargestRemainder(1, [])).toThrow()
  })
  it('property: parts are integers, sum to the whole, and each is within 1 centavo of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const parts = splitLargestRemainder(total, weights)
          expect(parts).toHaveLength(weights.length)
          expect(sum(parts)).toBe(total)
          const w = sum(weights)
          parts.forEach((p, i) => {
            expect(Number.isInteger(p) && p >= 0).toBe(true)
            if (w > 0) expect(Math.abs(p - (total * weights[i]!) / w)).toBeLessThan(1 + 1e-6)
          })
        },
      ),
    )
  })
})

describe('percentOf', () => {
  it('rounds half up to the centavo', () => {
    expect(percentOf(10_000, 1000)).toBe(1000) // 10 % of R$ 100
    expect(percentOf(5, 1000)).toBe(1) // 0.5 -> 1
    expect(percentOf(4, 1000)).toBe(0) // 0.4 -> 0
    expect(percentOf(12_345, 1250)).toBe(1543) // 1543.125
    expect(percentOf(100_000_000_000, 10_000)).toBe(100_000_000_000)
  })
})

describe('realize', () => {
  const entry = {
    dueDate: '2025-01-31',
    recurrence: 'mensal' as const,
    endDate: '2025-03-31',
    amount: 10_000,
  }
  it('open, partial, full and over-paid instalments', () => {
    const r = realize(entry, [
      { instalmentDate: '2025-02-28', amount: 4_000, date: '2025-02-27' },
      { instalmentDate: '2025-02-28', amount: 1_000, date: '2025-03-01' },
      { instalmentDate: '2025-03-31', amount: 12_000, date: '2025-03-31' },
    ])
    expect(r.instalments.map((i) => [i.dueDate, i.paid, i.remaining, i.status])).toEqual([
      ['2025-01-31', 0, 10_000, 'open'],
      ['2025-02-28', 5_000, 5_000, 'partial'],
      ['2025-03-31', 12_000, 0, 'realized'],
    ])
    expect(r.expected).toBe(30_000)
    expect(r.realized).toBe(17_000)
    expect(r.unmatched).toBe(0)
  })
  it('exactly the expected amount realizes the instalment', () => {
    const r = realize({ ...entry, recurrence: 'unico', endDate: null }, [
      { instalmentDate: '2025-01-31', amount: 10_000, date: '2025-01-31' },
    ])
    expect(r.instalments[0]?.status).toBe('realized')
  })
  it('payments of an instalment that no longer exists are counted as unmatched', () => {
    const r = realize({ ...entry, recurrence: 'unico', endDate: null }, [
      { instalmentDate: '2025-02-28', amount: 300, date: '2025-02-28' },
    ])
    expect(r.unmatched).toBe(300)
    expect(r.realized).toBe(300)
    expect(r.instalments[0]?.status).toBe('open')
  })
})

describe('budgetVsRealizedByMonth', () => {
  it('puts each instalment in its due month and each payment in its date month', () => {
    const rows = budgetVsRealizedByMonth(
      2025,
      [
        {
          id: 'a',
          dueDate: '2024-12-10',
          recurrence: 'mensal',
          endDate: '2025-02-10',
          amount: 500,
        },
      ],
      [{ entryId: 'a', instalmentDate: '2025-01-10', amount: 200, date: '2025-02-01' }],
    )
    expect(rows).toHaveLength(12)
    expect(rows[0]).toEqual({ period: '2025-01', budgeted: 500, realized: 0 })
    expect(rows[1]).toEqual({ period: '2025-02', budgeted: 500, realized: 200 })
    expect(rows[2]).toEqual({ period: '2025-03', budgeted: 0, realized: 0 })
  })
})

describe('titheStatus', () => {
  it('up to date with a tithe in the current or previous month', () => {
    expect(titheStatus(['2025-05-02'], '2025-05-20')).toBe('up_to_date')
    expect(titheStatus(['2025-04-01'], '2025-05-31')).toBe('up_to_date')
    expect(titheStatus(['2024-12-31'], '2025-01-01')).toBe('up_to_date')
  })
  it('pending when the last tithe is older, absent, or in the future', () => {
    expect(titheStatus(['2025-03-31'], '2025-05-01')).toBe('pending')
    expect(titheStatus([], '2025-05-01')).toBe('pending')
    expect(titheStatus(['2025-05-25'], '2025-05-20')).toBe('pending')
  })
})

describe('repasse', () => {
  it('rounds once on the total and attributes it to the sources', () => {
    // three tithes of R$ 0,05 at 10 %: each share is 0.5 centavo; total 1.5 -> 2 centavos
    const c = computeRepasse([
      { id: 'a', amount: 5, bp: 1000 },
      { id: 'b', amount: 5, bp: 1000 },
      { id: 'c', amount: 5, bp: 1000 },
    ])
    expect(c.base).toBe(15)
    expect(c.owed).toBe(2)
    expect(sum(c.parts.map((p) => p.owed))).toBe(2)
  })
  it('takes tithes and receipts of the period, skipping without-repasse revenues, with per-revenue percentages', () => {
    const sources = repasseSources({
      period: '2025-03',
      registerBp: 1000,
      tithes: [
        { id: 't1', amount: 10_000, date: '2025-03-02' },
        { id: 't2', amount: 99_999, date: '2025-04-01' },
      ],
      revenues: [
        { id: 'r1', withoutRepasse: false, repassePercentBp: null },
        { id: 'r2', withoutRepasse: true, repassePercentBp: null },
        { id: 'r3', withoutRepasse: false, repassePercentBp: 500 },
      ],
      receipts: [
        { id: 'p1', entryId: 'r1', amount: 20_000, date: '2025-03-10' },
        { id: 'p2', entryId: 'r2', amount: 50_000, date: '2025-03-10' },
        { id: 'p3', entryId: 'r3', amount: 40_000, date: '2025-03-31' },
        { id: 'p4', entryId: 'r1', amount: 70_000, date: '2025-02-28' },
      ],
    })
    expect(sources).toEqual([
      { id: 't1', amount: 10_000, bp: 1000 },
      { id: 'p1', amount: 20_000, bp: 1000 },
      { id: 'p3', amount: 40_000, bp: 500 },
    ])
    const c = computeRepasse(sources)
    expect(c.base).toBe(70_000)
    expect(c.owed).toBe(1_000 + 2_000 + 2_000)
    expect(c.parts).toEqual([
      { id: 't1', owed: 1_000 },
      { id: 'p1', owed: 2_000 },
      { id: 'p3', owed: 2_000 },
    ])
  })
  it('property: owed = round(Σ amount×bp / 10⁴), parts sum to it, each within a centavo of its exact share', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 10_000_000 }),
            bp: fc.integer({ min: 0, max: 10_000 }),
          }),
          { maxLength: 60 },
        ),
        (raw) => {
          const sources = raw.map((s, i) => ({ id: String(i), ...s }))
          const c = computeRepasse(sources)
          const exact = sources.reduce((a, s) => a + (s.amount * s.bp) / 10_000, 0)
          expect(Math.abs(c.owed - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
          expect(sum(c.parts.map((p) => p.owed))).toBe(c.owed)
          c.parts.forEach((p, i) => {
            const share =
              exact === 0 ? 0 : (c.owed * sources[i]!.amount * sources[i]!.bp) / (exact * 10_000)
            expect(Math.abs(p.owed - share)).toBeLessThan(1 + 1e-6)
          })
        },
      ),
    )
  })
})

describe('repassePaidVsOwed', () => {
  it('sums the payments of each generated expense', () => {
    expect(
      repassePaidVsOwed(
        [
          { id: 'a', expenseId: 'ea', expenseAmount: 1_000 },
          { id: 'b', expenseId: 'eb', expenseAmount: 500 },
          { id: 'c', expenseId: 'ec', expenseAmount: 300 },
        ],
        [
          { entryId: 'ea', amount: 400 },
          { entryId: 'ea', amount: 100 },
          { entryId: 'eb', amount: 700 },
          { entryId: 'other', amount: 9 },
        ],
      ),
    ).toEqual([
      { id: 'a', owed: 1_000, paid: 500, open: 500 },
      { id: 'b', owed: 500, paid: 700, open: 0 },
      { id: 'c', owed: 300, paid: 0, open: 300 },
    ])
  })
})
