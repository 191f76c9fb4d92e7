interface Budget {
  churchId: string
  year: number
  month: number | null
  amount: number
}

/**
 * The tithe budget of each month of `year` over the churches in view (docs/treasury.md): for each
 * church, a month's own budget where one exists, otherwise the church's year budget spread over
 * the months (centavos: the first months take the leftover centavos, so the twelve parts sum to
 * the year's budget); then the churches' months are added up. null when no church has a budget
 * for the year.
 */
export function budgetByMonth(budgets: readonly Budget[], year: number): number[] | null {
  const byChurch = new Map<string, Budget[]>()
  for (const b of budgets) {
    if (b.year !== year) continue
    const own = byChurch.get(b.churchId) ?? []
    own.push(b)
    byChurch.set(b.churchId, own)
  }
  if (byChurch.size === 0) return null
  const totals = new Array<number>(12).fill(0)
  for (const own of byChurch.values())
    churchMonths(own).forEach((amount, i) => (totals[i] = (totals[i] ?? 0) + amount))
  return totals
}

/** One church's twelve months of one year (its year budget spread, its month budgets winning). */
function churchMonths(ofYear: readonly Budget[]): number[] {
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

/** Running totals: each month's value plus every month before it (centavos). */
export function cumulative(values: readonly number[]): number[] {
  let sum = 0
  return values.map((value) => (sum += value))
}

/**
 * How much of the year's budget the collection has reached, in whole per cent; null without a
 * budget.
 */
export function percentOfBudget(
  collected: readonly number[],
  budget: readonly number[] | null,
): number | null {
  const total = budget?.reduce((a, b) => a + b, 0) ?? 0
  if (total <= 0) return null
  return Math.round((collected.reduce((a, b) => a + b, 0) / total) * 100)
}
