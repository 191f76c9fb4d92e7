/**
 * How a subscription moves (docs/billing.md), as a pure function of its stored state and the
 * clock, so the server can apply it idempotently at any time (on GET /billing, on /me, hourly).
 *
 * - trial: until `trialEndsAt`.
 * - Then one invoice a month: the first period starts on the trial's end (its date in Brasília,
 *   BILLING_TIME_ZONE), each
 *   next one a month later (same day of the month, clamped to the month's last day). An invoice
 *   exists from its period's first day and is due GRACE_DAYS later.
 * - past_due: some open invoice's due date has passed (the day after the due date, in Brasília).
 * - active: the trial is over and no open invoice is overdue (in the grace days, or all paid).
 * - cancelled stays cancelled.
 * Nothing is deleted or locked for non-payment: the status only tells.
 */
import type { InvoiceStatus, SubscriptionStatus } from '../contracts/billing'
import { localDateOf, utcDateOf } from '../contracts/dates'

/**
 * The calendar of the billing dates (a period's start, a due date, "overdue"): Brasília's legal
 * time, as every date the server stamps by itself (server/dates.ts, docs/dates.md). A trial
 * ending at 22:30 in Brasília starts its first period that day, and an invoice due on the 5th is
 * not overdue at 21:00 on the 5th (already the 6th in UTC).
 */
export const BILLING_TIME_ZONE = 'America/Sao_Paulo'

/** Days between an invoice's period start and its due date. */
export const GRACE_DAYS = 5
/** Never create more than this many invoices at once (a clock far in the future). */
const MAX_PERIODS = 1200

export interface BillingPeriod {
  /** ISO dates 'YYYY-MM-DD' (in Brasília: BILLING_TIME_ZONE). */
  periodStart: string
  periodEnd: string
  dueDate: string
}

export interface BillingState {
  status: SubscriptionStatus
  /** ISO timestamp. */
  trialEndsAt: string
  invoices: readonly { periodStart: string; dueDate: string; status: InvoiceStatus }[]
}

export interface BillingDecision {
  status: SubscriptionStatus
  /** Periods that should have an invoice by now and have none (to create, open). */
  missing: BillingPeriod[]
}

const DAY_MS = 86_400_000

/** The date of a UTC-midnight day counter (the arithmetic below, never a moment's day). */
const isoDay = (date: Date): string => utcDateOf(date)

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
}

/** `anchor` ('YYYY-MM-DD') plus `months`, the day clamped to the target month's length. */
export function addMonths(anchor: string, months: number): string {
  const [y, m, d] = anchor.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = total % 12
  const day = Math.min(d, daysInMonth(year, month))
  return isoDay(new Date(Date.UTC(year, month, day)))
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** The k-th billing period (0 = the first month after the trial). */
export function billingPeriod(trialEndsAt: string, k: number): BillingPeriod {
  const anchor = localDateOf(trialEndsAt, BILLING_TIME_ZONE)
  const periodStart = addMonths(anchor, k)
  const periodEnd = addDays(addMonths(anchor, k + 1), -1)
  return { periodStart, periodEnd, dueDate: addDays(periodStart, GRACE_DAYS) }
}

/** Every period that has started by `now` (none during the trial). */
export function periodsUntil(trialEndsAt: string, now: Date): BillingPeriod[] {
  if (now.getTime() < Date.parse(trialEndsAt)) return []
  const today = localDateOf(now, BILLING_TIME_ZONE)
  const out: BillingPeriod[] = []
  for (let k = 0; k < MAX_PERIODS; k++) {
    const period = billingPeriod(trialEndsAt, k)
    if (period.periodStart > today) break
    out.push(period)
  }
  return out
}

/** The status at `now` and the invoices still to create. */
export function decideBilling(state: BillingState, now: Date): BillingDecision {
  if (state.status === 'cancelled') return { status: 'cancelled', missing: [] }
  if (now.getTime() < Date.parse(state.trialEndsAt)) return { status: 'trial', missing: [] }
  const known = new Set(state.invoices.map((invoice) => invoice.periodStart))
  const missing = periodsUntil(state.trialEndsAt, now).filter((p) => !known.has(p.periodStart))
  const today = localDateOf(now, BILLING_TIME_ZONE)
  const overdue =
    state.invoices.some((invoice) => invoice.status === 'open' && invoice.dueDate < today) ||
    missing.some((period) => period.dueDate < today)
  return { status: overdue ? 'past_due' : 'active', missing }
}
