/**
 * The one calendar-date module of the device and the contracts (issue 13 §1, docs/dates.md).
 *
 * - A calendar date (a tithe's, a payment's, a member's birth) is the string `YYYY-MM-DD` of the
 *   day where the user is: no time, no time zone. Arithmetic on it is done on the calendar
 *   (UTC-based Date math only as a day counter), so it never shifts with the clock's zone.
 * - A timestamp (createdAt, a consent) is an ISO instant `2026-11-23T01:30:00.000Z`: `nowIso()`.
 * - `todayIso()` is today in the LOCAL calendar of the running code: on the device, the user's.
 *   The server never uses it (its clock is not the user's): see server/dates.ts.
 * - `latestTodayIso()` is today in the time zone furthest ahead (UTC+14): no user anywhere can
 *   be past it, so a shared contract refuses "a date in the future" only after it — on the
 *   device and on the server alike, whatever zone the process runs in.
 */

export interface DateParts {
  year: number
  month: number
  day: number
}

/** The years a calendar date may have (a typo like 0202 or 20255 is refused, not stored). */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2999

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a month (month 1..12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** A real date of the calendar within MIN_YEAR..MAX_YEAR. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** `YYYY-MM-DD` from its parts (no checks: see isRealDate). */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a real calendar date written `YYYY-MM-DD`, or null. */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return isRealDate(year, month, day) ? { year, month, day } : null
}

/** A real calendar date written `YYYY-MM-DD` (years MIN_YEAR..MAX_YEAR). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null
}

function partsOf(date: string): DateParts {
  const parts = parseIsoDate(date)
  if (!parts) throw new Error(`not an ISO date: ${date}`)
  return parts
}

/** `date` plus `days` days (negative goes back). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = partsOf(date)
  const utc = new Date(Date.UTC(year, month - 1, day + days))
  return toIsoDate(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate())
}

/**
 * `date` plus `months` months, keeping the day of the month and clamping it to the month's last
 * day: 2025-01-31 + 1 = 2025-02-28, 2024-01-31 + 1 = 2024-02-29, 2025-01-31 + 2 = 2025-03-31.
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = partsOf(date)
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  return toIsoDate(y, m, Math.min(day, daysInMonth(y, m)))
}

/**
 * The first day of the month before `date`'s: 2026-01-15 → 2025-12-01. The tithing status reads
 * from it (this month and the last), and a partial mirror never keeps less.
 */
export function firstOfPreviousMonth(date: string): string {
  return addMonths(`${date.slice(0, 7)}-01`, -1)
}

/** Day of the week of a calendar date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = partsOf(date)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/**
 * THE calendar date of a moment (an ISO instant '2026-11-29T01:43:00.000Z' or a Date): the day
 * it was where the user is — in the local calendar of the running code (on the device, the
 * user's), or in `timeZone` (IANA, 'America/Sao_Paulo') when given (the server: see
 * server/dates.ts). '' when the moment is not a real instant.
 *
 * The one way a date comes out of a timestamp (issue 48): cutting the string
 * (`createdAt.slice(0, 10)`, `toISOString().slice(0, 10)`) takes its UTC date, which in Brasília
 * from 21:00 on is already tomorrow. tests/lint/date-cuts.test.ts refuses such a cut elsewhere.
 */
export function localDateOf(moment: string | Date, timeZone?: string): string {
  const at = typeof moment === 'string' ? new Date(moment) : moment
  if (Number.isNaN(at.getTime())) return ''
  if (timeZone === undefined) return toIsoDate(at.getFullYear(), at.getMonth() + 1, at.getDate())
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return toIsoDate(get('year'), get('month'), get('day'))
}

/**
 * The date of a local stamp 'YYYY-MM-DD HH:MM' (sync's `localStamp`, a reminder's due time):
 * the stamp is already written on the user's calendar, so its date is its first ten letters.
 */
export function dateOfLocalStamp(stamp: string): string {
  return stamp.slice(0, 10)
}

/**
 * The UTC date of an instant, for what is named in UTC and read by nobody as a day of theirs
 * (a file name's stamp, a day counter of UTC-based arithmetic). Not for a date a person reads
 * or a period is compared with: that is `localDateOf`.
 */
export function utcDateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** Today in the local calendar of the running code (on the device: the user's). */
export function todayIso(now: Date = new Date()): string {
  return localDateOf(now)
}

/** The furthest-ahead civil time zone (Kiribati, UTC+14), in minutes. */
export const LATEST_UTC_OFFSET_MINUTES = 14 * 60

/**
 * Today where it is latest on Earth (UTC+14): the bound of "not in the future" in the shared
 * contracts. Never earlier than the user's today, in any zone, at any hour.
 */
export function latestTodayIso(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + LATEST_UTC_OFFSET_MINUTES * 60_000)
  return toIsoDate(ahead.getUTCFullYear(), ahead.getUTCMonth() + 1, ahead.getUTCDate())
}

/** Today in an IANA time zone ('America/Sao_Paulo'), whatever the running code's own zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now, timeZone)
}

/** A timestamp: the ISO instant of now ('2026-11-23T01:30:00.000Z'). */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString()
}
