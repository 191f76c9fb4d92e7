import { addDays, weekdayOf } from '../contracts/dates'
import type { Recurrence } from '../contracts/treasury-dates'
import { daysBetween } from './overdue'
import { realize } from './treasury-money'

/**
 * The alerts of revenues and expenses as reminders (issue 15, docs/reminders.md), pure and
 * shared by the home's reminders, the runner that fires them and the calendar.
 *
 * An entry's alert applies to each of its instalments that is not realised (paid/received in
 * full, by `realize`: the rule of the budgets view). Per instalment:
 * - `alertDate` set: the reminder falls on `alertDate` for the first instalment and at the same
 *   number of days before/after each later instalment's due date;
 * - else `alertWeekday` set (0 = Sunday): the last such weekday on or before the due date;
 * - else `alertTime` only: on the due date;
 * - none set: no reminder.
 * The time is `alertTime`, else 09:00. Dates and times are the user's local calendar strings
 * (`YYYY-MM-DD`, `HH:MM`): nothing here goes through a UTC instant.
 */

export const DEFAULT_ALERT_TIME = '09:00'

/** What the rule reads of a revenue or expense (the contract's rows fit). */
export interface AlertEntry {
  id: string
  churchId: string
  amount: number
  description: string
  dueDate: string
  recurrence: Recurrence
  endDate: string | null
  alertTime: string | null
  alertWeekday: number | null
  alertDate: string | null
}

/** What the rule reads of a receipt or payment (the contract's rows fit). */
export interface AlertPayment {
  entryId: string
  instalmentDate: string
  amount: number
  date: string
}

export interface AlertInput {
  revenues: readonly AlertEntry[]
  expenses: readonly AlertEntry[]
  /** Receipts of the revenues (`revenueReceipts`). */
  receipts: readonly AlertPayment[]
  /** Payments of the expenses (`expensePayments`). */
  payments: readonly AlertPayment[]
}

export type AlertKind = 'revenue' | 'expense'

export interface AlertOccurrence {
  /** Stable per instalment: `kind:entryId:instalmentDate` (dismissal and notification tag). */
  id: string
  kind: AlertKind
  entryId: string
  churchId: string
  /** The due date of the instalment the reminder is about. */
  instalmentDate: string
  /** YYYY-MM-DD the reminder falls on. */
  date: string
  /** HH:MM. */
  time: string
  description: string
  /** Centavos, the instalment's. */
  amount: number
  /** Centavos still to pay/receive on the instalment (less than `amount` when partly realised). */
  remaining: number
}

/** The id of the reminder of one instalment. */
export function reminderId(kind: AlertKind, entryId: string, instalmentDate: string): string {
  return `${kind}:${entryId}:${instalmentDate}`
}

/** Whether the entry has an alert at all. */
export function hasAlert(entry: Pick<AlertEntry, 'alertTime' | 'alertWeekday' | 'alertDate'>) {
  return entry.alertDate !== null || entry.alertWeekday !== null || entry.alertTime !== null
}

/**
 * The day the reminder of the instalment due on `instalmentDate` falls on, or null when the
 * entry has no alert. `firstDueDate` is the entry's first due date (for the alertDate offset).
 */
export function alertDayOf(
  entry: Pick<AlertEntry, 'alertTime' | 'alertWeekday' | 'alertDate'>,
  firstDueDate: string,
  instalmentDate: string,
): string | null {
  if (entry.alertDate !== null)
    return addDays(instalmentDate, daysBetween(firstDueDate, entry.alertDate))
  if (entry.alertWeekday !== null)
    return addDays(instalmentDate, -((weekdayOf(instalmentDate) - entry.alertWeekday + 7) % 7))
  if (entry.alertTime !== null) return instalmentDate
  return null
}

function groupByEntry(payments: readonly AlertPayment[]): Map<string, AlertPayment[]> {
  const byEntry = new Map<string, AlertPayment[]>()
  for (const p of payments) {
    const list = byEntry.get(p.entryId)
    if (list) list.push(p)
    else byEntry.set(p.entryId, [p])
  }
  return byEntry
}

function occurrencesOf(
  kind: AlertKind,
  entries: readonly AlertEntry[],
  payments: readonly AlertPayment[],
  from: string,
  to: string,
  out: AlertOccurrence[],
): void {
  const withAlert = entries.filter(hasAlert)
  if (withAlert.length === 0) return
  const byEntry = groupByEntry(payments)
  for (const entry of withAlert) {
    const time = entry.alertTime ?? DEFAULT_ALERT_TIME
    // An instalment whose reminder falls by `to` is due at most this late (alert days before it).
    const lead = entry.alertDate !== null ? daysBetween(entry.alertDate, entry.dueDate) : 6
    const until = addDays(to, Math.max(0, lead))
    for (const instalment of realize(entry, byEntry.get(entry.id) ?? [], until).instalments) {
      if (instalment.status === 'realized') continue
      const date = alertDayOf(entry, entry.dueDate, instalment.dueDate)
      if (date === null || date < from || date > to) continue
      out.push({
        id: reminderId(kind, entry.id, instalment.dueDate),
        kind,
        entryId: entry.id,
        churchId: entry.churchId,
        instalmentDate: instalment.dueDate,
        date,
        time,
        description: entry.description,
        amount: instalment.expected,
        remaining: instalment.remaining,
      })
    }
  }
}

/** `a` before `b`: by date, time, then id (a stable order for the lists). */
export function compareOccurrences(a: AlertOccurrence, b: AlertOccurrence): number {
  const ka = `${a.date} ${a.time}`
  const kb = `${b.date} ${b.time}`
  if (ka !== kb) return ka < kb ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The reminders that fall on a day from `from` to `to` (inclusive, `YYYY-MM-DD`), of the open
 * instalments of every revenue and expense with an alert, in date and time order.
 */
export function alertOccurrences(input: AlertInput, from: string, to: string): AlertOccurrence[] {
  const out: AlertOccurrence[] = []
  occurrencesOf('revenue', input.revenues, input.receipts, from, to, out)
  occurrencesOf('expense', input.expenses, input.payments, from, to, out)
  return out.sort(compareOccurrences)
}

/** The local `YYYY-MM-DD HH:MM` a reminder is due at (compare as strings). */
export function dueAt(occurrence: Pick<AlertOccurrence, 'date' | 'time'>): string {
  return `${occurrence.date} ${occurrence.time}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The local `YYYY-MM-DD HH:MM` of an instant: on the device's clock, or in `timeZone` (IANA)
 * when given. A reminder is due when `dueAt(reminder) <= localStamp(now)`: at 22:30 in São
 * Paulo it is already tomorrow in UTC, and the comparison stays on the user's calendar.
 */
export function localStamp(now: Date, timeZone?: string): string {
  if (timeZone === undefined)
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}

/** The instant of a local `YYYY-MM-DD HH:MM` on the device's clock (for a timer). */
export function localInstant(stamp: string): Date {
  const [date = '', time = ''] = stamp.split(' ')
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
}

/** The reminders due at `stamp` (their local date and time not after it). */
export function dueBy<R extends Pick<AlertOccurrence, 'date' | 'time'>>(
  reminders: readonly R[],
  stamp: string,
): R[] {
  return reminders.filter((r) => dueAt(r) <= stamp)
}
