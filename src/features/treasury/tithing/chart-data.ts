import { monthsOf, periodOf } from '../../../../sync'

/** Centavos collected in each month of `year` (12 numbers, January first). */
export function collectedByMonth(
  tithes: readonly { date: string; amount: number }[],
  year: number,
): number[] {
  const months = monthsOf(year)
  const totals = months.map(() => 0)
  for (const tithe of tithes) {
    const i = months.indexOf(periodOf(tithe.date))
    if (i >= 0) totals[i] = (totals[i] ?? 0) + tithe.amount
  }
  return totals
}

/**
 * The tithe budget of each month of `year`: a month's own budget where one exists; otherwise the
 * year's budget spread over the months (centavos: the first months take the leftover centavos,
 * so the twelve parts sum to the year's budget). null when the year has no budget at all.
 */
export function budgetByMonth(
  budgets: readonly { year: number; month: number | null; amount: number }[],
  year: number,
): number[] | null {
  const ofYear = budgets.filter((b) => b.year === year)
  if (ofYear.length === 0) return null
  const annual = ofYear.find((b) => b.month === null)?.amount ?? 0
  const base = Math.floor(annual / 12)
  const left = annual - base * 12
  return Array.from({ length: 12 }, (_, i) => {
    const own = ofYear.find((b) => b.month === i + 1)
    if (own) return own.amount
    return base + (i < left ? 1 : 0)
  })
}

/** Whether a year has anything to draw. */
export const hasData = (collected: readonly number[], budget: readonly number[] | null) =>
  collected.some((v) => v > 0) || (budget?.some((v) => v > 0) ?? false)
