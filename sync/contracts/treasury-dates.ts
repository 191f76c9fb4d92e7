/**
 * Calendar dates (ISO `YYYY-MM-DD`) and the expansion of recurring revenues and expenses into
 * their instalments. Pure and shared: the device (budgets view) and the server (payment checks,
 * repasse) compute the same instalments from the same entry. docs/treasury.md.
 */

export const RECURRENCES = [
  'unico',
  'diaria',
  'semanal',
  'quinzenal',
  'mensal',
  'bimestral',
  'trimestral',
  'semestral',
] as const
export type Recurrence = (typeof RECURRENCES)[number]

/** The step of each recurrence: a number of days, or a number of months. */
export const RECURRENCE_STEP: Record<Recurrence, { days: number } | { months: number } | null> = {
  unico: null,
  diaria: { days: 1 },
  semanal: { days: 7 },
  // "Quinzena" = 15 days in Brazilian usage (not 14): instalments every 15 days from the due date.
  quinzenal: { days: 15 },
  mensal: { months: 1 },
  bimestral: { months: 2 },
  trimestral: { months: 3 },
  semestral: { months: 6 },
}

/** A recurring entry ends at most this many years after its first due date (daily: ≤ 1,828 instalments). */
export const MAX_RECURRENCE_YEARS = 5

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** A real calendar date written `YYYY-MM-DD` (years 1900..2999). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return (
    year >= 1900 &&
    year <= 2999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

export interface DateParts {
  year: number
  month: number
  day: number
}

export function parseIsoDate(value: string): DateParts {
  const match = ISO_DATE.exec(value)
  if (!match || !isIsoDate(value)) throw new Error(`not an ISO date: ${value}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** `date` plus `days` days (negative goes back). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date)
  const utc = new Date(Date.UTC(year, month - 1, day + days))
  return formatIsoDate({
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
  })
}

/**
 * `date` plus `months` months, keeping the day of the month and clamping it to the month's last
 * day: 2025-01-31 + 1 = 2025-02-28, 2024-01-31 + 1 = 2024-02-29, 2025-01-31 + 2 = 2025-03-31.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date)
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  return formatIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) })
}

/** The period `YYYY-MM` of a date. */
export const periodOf = (date: string): string => date.slice(0, 7)

/** First and last day of a period `YYYY-MM`. */
export function periodBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return {
    from: `${period}-01`,
    to: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  }
}

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/** The recurrence rule of an entry: first due date, recurrence, end date (inclusive; null for único). */
export interface RecurrenceRule {
  dueDate: string
  recurrence: Recurrence
  endDate: string | null
}

/** The last date a recurring entry may end on. */
export const maxEndDate = (dueDate: string): string => addMonths(dueDate, MAX_RECURRENCE_YEARS * 12)

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

/** Today's date in the device's (or server's) local time zone, as `YYYY-MM-DD`. */
export function todayIso(now = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() })
}
