import { firstOfPreviousMonth } from '../contracts/dates'
import { periodOf } from '../contracts/treasury-dates'
import { expandInstalments, isOpenEnded, type RecurrenceRule } from './instalments'

/**
 * Money rules of the treasury, pure and shared by device and server. Money is an integer
 * number of centavos; percentages are integer basis points (1 % = 100 bp, 100 % = 10,000 bp).
 * Products are computed with BigInt, so no amount ever passes through a float. docs/treasury.md.
 */

export const BP_PER_UNIT = 10_000

/**
 * Splits `total` centavos into integer parts proportional to `weights` (largest remainder /
 * Hamilton): each part gets the floor of its exact share, and the centavos left over go one by
 * one to the largest fractional remainders (ties: the earlier part). The parts always sum to
 * `total`. All weights zero: everything to the first part (nothing is lost).
 */
export function splitLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('total must be centavos ≥ 0')
  if (weights.length === 0) {
    if (total !== 0) throw new Error('no parts to split into')
    return []
  }
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new Error('weights must be integers ≥ 0')
  const big = weights.map(BigInt)
  const sum = big.reduce((a, b) => a + b, 0n)
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? total : 0))
  const T = BigInt(total)
  const floors = big.map((w) => (T * w) / sum)
  const remainders = big.map((w, i) => ({ i, r: (T * w) % sum }))
  let left = Number(T - floors.reduce((a, b) => a + b, 0n))
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  const parts = floors.map(Number)
  for (const { i } of remainders) {
    if (left === 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left--
  }
  return parts
}

/** `amount × bp / 10,000` rounded half up to the centavo (amount ≥ 0). */
export function percentOf(amount: number, bp: number): number {
  const product = BigInt(amount) * BigInt(bp)
  return Number((product + BigInt(BP_PER_UNIT / 2)) / BigInt(BP_PER_UNIT))
}

// Realization ----------------------------------------------------------------------------------

export interface PaymentLike {
  instalmentDate: string
  amount: number
  date: string
}

export type InstalmentStatus = 'open' | 'partial' | 'realized'

export interface Instalment {
  /** 1-based position. */
  number: number
  dueDate: string
  expected: number
  paid: number
  /** expected − paid, never below 0. */
  remaining: number
  status: InstalmentStatus
}

export interface Realization {
  instalments: Instalment[]
  expected: number
  /** Every payment of the entry (also those whose instalment no longer exists after an edit). */
  realized: number
  /** Payments whose instalment date is not an instalment of the entry any more. */
  unmatched: number
}

/**
 * The instalments of an entry with what was paid/received on each: realized per instalment =
 * sum of its payments; realized when paid ≥ expected (over-payment counts as realized), partial
 * when 0 < paid < expected, open when nothing was paid. An open-ended entry (recurs until
 * cancelled) has its instalments up to `until` (the last day being looked at) and up to the
 * latest instalment already paid, so an advance payment is never "unmatched".
 */
export function realize(
  entry: RecurrenceRule & { amount: number },
  payments: readonly PaymentLike[],
  until?: string,
): Realization {
  let horizon = until ?? entry.dueDate
  for (const p of payments) if (p.instalmentDate > horizon) horizon = p.instalmentDate
  const dates = expandInstalments(entry, isOpenEnded(entry) ? horizon : undefined)
  const paidBy = new Map<string, number>()
  for (const p of payments)
    paidBy.set(p.instalmentDate, (paidBy.get(p.instalmentDate) ?? 0) + p.amount)
  let matched = 0
  const instalments = dates.map((dueDate, i): Instalment => {
    const paid = paidBy.get(dueDate) ?? 0
    matched += paid
    return {
      number: i + 1,
      dueDate,
      expected: entry.amount,
      paid,
      remaining: Math.max(0, entry.amount - paid),
      status: paid <= 0 ? 'open' : paid >= entry.amount ? 'realized' : 'partial',
    }
  })
  const realized = payments.reduce((sum, p) => sum + p.amount, 0)
  return {
    instalments,
    expected: entry.amount * dates.length,
    realized,
    unmatched: realized - matched,
  }
}

/** The months `YYYY-MM` of a year. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
}

/**
 * Budgeted vs realized per month of `year`: budgeted = the expected amount of every instalment
 * due in the month; realized = payments/receipts dated in the month.
 */
export function budgetVsRealizedByMonth(
  year: number,
  entries: readonly (RecurrenceRule & { id: string; amount: number })[],
  payments: readonly (PaymentLike & { entryId: string })[],
): { period: string; budgeted: number; realized: number }[] {
  const rows = new Map(monthsOf(year).map((p) => [p, { period: p, budgeted: 0, realized: 0 }]))
  for (const entry of entries)
    for (const due of expandInstalments(entry, `${year}-12-31`)) {
      const row = rows.get(periodOf(due))
      if (row) row.budgeted += entry.amount
    }
  for (const p of payments) {
    const row = rows.get(periodOf(p.date))
    if (row) row.realized += p.amount
  }
  return [...rows.values()]
}

// Tithe status ---------------------------------------------------------------------------------

export const TITHE_STATUSES = ['up_to_date', 'pending'] as const
export type TitheStatus = (typeof TITHE_STATUSES)[number]

/**
 * On any day of month M, a member is up to date ("em dia") when they have a tithe dated in M or
 * in M−1 (and not after today); otherwise pending. A tithe on 31 March keeps the member up to
 * date through 30 April; on 1 May, with nothing newer, they are pending.
 */
export function titheStatus(titheDates: readonly string[], today: string): TitheStatus {
  const from = firstOfPreviousMonth(today)
  return titheDates.some((d) => d >= from && d <= today) ? 'up_to_date' : 'pending'
}

// Repasse --------------------------------------------------------------------------------------

/** A source of repasse in a period: a tithe or a receipt, with the percentage that applies to it. */
export interface RepasseSource {
  /** The tithe's or receipt's id. */
  id: string
  amount: number
  /** Basis points that apply to this source. */
  bp: number
}

export interface RepasseComputation {
  /** Sum of the sources' amounts (centavos). */
  base: number
  /** What is owed: Σ amount × bp / 10,000, rounded half up once, on the total. */
  owed: number
  /** The owed total attributed to each source (largest remainder; sums to `owed`). */
  parts: { id: string; owed: number }[]
}

/**
 * What a church owes up the hierarchy for a period, from its sources: the exact sum of
 * amount × bp is rounded half up ONCE to the centavo (so rounding does not grow with the number
 * of tithes), then attributed to each source by largest remainder (parts sum to the total).
 */
export function computeRepasse(sources: readonly RepasseSource[]): RepasseComputation {
  const base = sources.reduce((sum, s) => sum + s.amount, 0)
  const exact = sources.reduce((sum, s) => sum + BigInt(s.amount) * BigInt(s.bp), 0n)
  const owed = Number((exact + BigInt(BP_PER_UNIT / 2)) / BigInt(BP_PER_UNIT))
  if (sources.length === 0) return { base, owed, parts: [] }
  const weights = sources.map((s) => s.amount * s.bp)
  const safe = weights.every(Number.isSafeInteger)
  const parts = safe
    ? splitLargestRemainder(owed, weights)
    : // Beyond 2^53 the weights are scaled down to the amounts (same proportions when bp is uniform).
      splitLargestRemainder(
        owed,
        sources.map((s) => s.amount),
      )
  return { base, owed, parts: sources.map((s, i) => ({ id: s.id, owed: parts[i] ?? 0 })) }
}

/**
 * The sources of a church's repasse for `period` (`YYYY-MM`): its tithes dated in the period,
 * and the receipts dated in the period of its revenues that are not marked without-repasse.
 * A revenue with its own repasse percentage uses it; everything else uses `registerBp`.
 */
export function repasseSources(input: {
  period: string
  registerBp: number
  tithes: readonly { id: string; amount: number; date: string }[]
  revenues: readonly { id: string; withoutRepasse: boolean; repassePercentBp: number | null }[]
  receipts: readonly { id: string; entryId: string; amount: number; date: string }[]
}): RepasseSource[] {
  const revenueById = new Map(input.revenues.map((r) => [r.id, r]))
  const sources: RepasseSource[] = []
  for (const t of input.tithes)
    if (periodOf(t.date) === input.period)
      sources.push({ id: t.id, amount: t.amount, bp: input.registerBp })
  for (const r of input.receipts) {
    if (periodOf(r.date) !== input.period) continue
    const revenue = revenueById.get(r.entryId)
    if (!revenue || revenue.withoutRepasse) continue
    sources.push({ id: r.id, amount: r.amount, bp: revenue.repassePercentBp ?? input.registerBp })
  }
  return sources
}

/**
 * Paid vs owed of repasse registers: owed = the register's expense amount; paid = the payments
 * of its generated expense (over-payment is shown as paid, `open` never below 0).
 */
export function repassePaidVsOwed(
  registers: readonly { id: string; expenseId: string; expenseAmount: number }[],
  payments: readonly { entryId: string; amount: number }[],
): { id: string; owed: number; paid: number; open: number }[] {
  const paidBy = new Map<string, number>()
  for (const p of payments) paidBy.set(p.entryId, (paidBy.get(p.entryId) ?? 0) + p.amount)
  return registers.map((r) => {
    const paid = paidBy.get(r.expenseId) ?? 0
    return { id: r.id, owed: r.expenseAmount, paid, open: Math.max(0, r.expenseAmount - paid) }
  })
}
