import { addDays, addMonths } from '../contracts/dates'
import { RECURRENCE_STEP, maxEndDate, type Recurrence } from '../contracts/treasury-dates'

/**
 * The treasury's instalment rule, pure and shared: the device (budgets view) and the server
 * (payment checks, repasse) compute the same instalments from the same entry. docs/treasury.md.
 */

/**
 * The recurrence rule of an entry: first due date, recurrence, end date (inclusive). Único has
 * no end date (null); a recurring entry with a null end date recurs until it is cancelled
 * (rent, electricity): open-ended.
 */
export interface RecurrenceRule {
  dueDate: string
  recurrence: Recurrence
  endDate: string | null
}

/** A recurring entry without an end date: it recurs until cancelled. */
export const isOpenEnded = (rule: RecurrenceRule): boolean =>
  rule.recurrence !== 'unico' && rule.endDate === null

/**
 * The due dates of an entry's instalments, in order: the due date, then every step (the n-th
 * monthly date is computed from the FIRST due date, so 31 Jan -> 28/29 Feb -> 31 Mar), while
 * the date is not after the end date nor after `until` (the last day being looked at). An
 * open-ended entry is expanded lazily: up to `until` only (without `until`, its first
 * instalment), so it never loops without end. Único is one instalment. An end date before the
 * due date still gives the first instalment.
 */
export function expandInstalments(rule: RecurrenceRule, until?: string): string[] {
  const step = RECURRENCE_STEP[rule.recurrence]
  if (!step) return [rule.dueDate]
  let end = rule.endDate === null ? (until ?? rule.dueDate) : rule.endDate
  if (rule.endDate !== null && end > maxEndDate(rule.dueDate)) end = maxEndDate(rule.dueDate)
  if (until !== undefined && until < end) end = until
  const dates = [rule.dueDate]
  for (let n = 1; ; n++) {
    const next =
      'days' in step
        ? addDays(rule.dueDate, n * step.days)
        : addMonths(rule.dueDate, n * step.months)
    if (next > end) break
    dates.push(next)
  }
  return dates
}
