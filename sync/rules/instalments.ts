import { addDays, addMonths } from '../contracts/dates'
import { RECURRENCE_STEP, maxEndDate, type Recurrence } from '../contracts/treasury-dates'

/**
 * The treasury's instalment rule, pure and shared: the device (budgets view) and the server
 * (payment checks, repasse) compute the same instalments from the same entry. docs/treasury.md.
 */

/** The recurrence rule of an entry: first due date, recurrence, end date (inclusive; null for único). */
export interface RecurrenceRule {
  dueDate: string
  recurrence: Recurrence
  endDate: string | null
}

/**
 * The due dates of an entry's instalments, in order: the due date, then every step (the n-th
 * monthly date is computed from the FIRST due date, so 31 Jan -> 28/29 Feb -> 31 Mar), while
 * the date is not after the end date. Único (or a recurring entry without an end date) is
 * one instalment. An end date before the due date still gives the first instalment.
 */
export function expandInstalments(rule: RecurrenceRule): string[] {
  const step = RECURRENCE_STEP[rule.recurrence]
  if (!step || !rule.endDate) return [rule.dueDate]
  const end = rule.endDate < maxEndDate(rule.dueDate) ? rule.endDate : maxEndDate(rule.dueDate)
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
