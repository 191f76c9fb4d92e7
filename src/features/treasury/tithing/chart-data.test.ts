import { describe, expect, it } from 'vitest'
import { budgetByMonth, hasData, cumulative, percentOfBudget } from './chart-data'

describe('tithing chart data', () => {
  it('spreads a yearly budget over the months to the centavo; a month budget wins', () => {
    const months = budgetByMonth(
      [
        { churchId: 'a', year: 2026, month: null, amount: 1_000_05 },
        { churchId: 'a', year: 2026, month: 3, amount: 20_000 },
        { churchId: 'a', year: 2025, month: null, amount: 5 },
      ],
      2026,
    )
    expect(months?.[0]).toBe(8334)
    expect(months?.[10]).toBe(8333)
    expect(months?.[2]).toBe(20_000)
    const withoutMarch = months?.filter((_, i) => i !== 2).reduce((a, b) => a + b, 0)
    expect(withoutMarch).toBe(1_000_05 - 8334) // March's share of the year replaced by its own budget
    expect(budgetByMonth([], 2026)).toBeNull()
    const even = budgetByMonth([{ churchId: 'a', year: 2026, month: null, amount: 12_00 }], 2026)
    expect(even?.reduce((a, b) => a + b, 0)).toBe(12_00)
  })

  it('adds up the budgets of every church in view, month by month, each by the same rule', () => {
    const months = budgetByMonth(
      [
        // Church a: a year budget and its own March.
        { churchId: 'a', year: 2026, month: null, amount: 12_00 },
        { churchId: 'a', year: 2026, month: 3, amount: 5_00 },
        // Church b: a year budget only (its March is its share of the year).
        { churchId: 'b', year: 2026, month: null, amount: 24_00 },
        // Church c: one month only (nothing in the other months).
        { churchId: 'c', year: 2026, month: 12, amount: 7_00 },
        { churchId: 'c', year: 2025, month: null, amount: 99_00 },
      ],
      2026,
    )
    expect(months?.[0]).toBe(1_00 + 2_00)
    expect(months?.[2]).toBe(5_00 + 2_00)
    expect(months?.[11]).toBe(1_00 + 2_00 + 7_00)
    expect(months?.reduce((a, b) => a + b, 0)).toBe(12_00 - 1_00 + 5_00 + 24_00 + 7_00)
    // One church's month budget does not hide another church's budget for that month.
    const onlyMonth = budgetByMonth(
      [
        { churchId: 'a', year: 2026, month: 3, amount: 5_00 },
        { churchId: 'b', year: 2026, month: 3, amount: 6_00 },
      ],
      2026,
    )
    expect(onlyMonth?.[2]).toBe(11_00)
    expect(onlyMonth?.[0]).toBe(0)
  })

  it('tells when there is nothing to draw', () => {
    expect(hasData(new Array(12).fill(0), null)).toBe(false)
    expect(hasData(new Array(12).fill(0), new Array(12).fill(0))).toBe(false)
    expect(hasData([1, ...new Array<number>(11).fill(0)], null)).toBe(true)
  })
})

describe('the year on track', () => {
  it('runs totals month by month and says how much of the budget was reached', () => {
    expect(cumulative([100, 0, 250, 50])).toEqual([100, 100, 350, 400])
    expect(percentOfBudget([300, 300], [500, 500])).toBe(60)
    expect(percentOfBudget([1_000], null)).toBeNull()
    expect(percentOfBudget([1_000], [0, 0])).toBeNull()
  })
})
