import { addMonths, daysInMonth, isRealDate, parseIsoDate, periodOf, toIsoDate } from '../../sync'
import { dateFormat } from './format'
import { DEFAULT_LOCALE, matchLocale, type AppLocale } from './locales'

/**
 * Calendar dates as the date field types and shows them. The form value is always an ISO
 * calendar date 'YYYY-MM-DD' (no time, no time zone); what the user sees follows the app
 * language, not the browser: pt-BR and es 'dd/mm/aaaa', en 'mm/dd/yyyy'. The calendar itself
 * (real dates, today, adding days and months) is the one module sync/contracts/dates.ts.
 */

export interface DatePattern {
  /** Order of the parts as typed and shown. */
  order: readonly ['day', 'month', 'year'] | readonly ['month', 'day', 'year']
  separator: '/'
  /** What the empty input shows, in the language's own letters. */
  placeholder: string
}

const PATTERNS: Record<AppLocale, DatePattern> = {
  'pt-BR': { order: ['day', 'month', 'year'], separator: '/', placeholder: 'dd/mm/aaaa' },
  es: { order: ['day', 'month', 'year'], separator: '/', placeholder: 'dd/mm/aaaa' },
  en: { order: ['month', 'day', 'year'], separator: '/', placeholder: 'mm/dd/yyyy' },
}

/** The typing pattern of a language tag (unknown tags get pt-BR's). */
export function datePattern(locale: string): DatePattern {
  return PATTERNS[matchLocale(locale) ?? DEFAULT_LOCALE]
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** An ISO date as the language types it ('2024-02-29' -> '29/02/2024' or '02/29/2024'); '' if not a real date. */
export function formatLocalDate(iso: string, locale: string): string {
  const parts = parseIsoDate(iso)
  if (!parts) return ''
  const { order, separator } = datePattern(locale)
  return order
    .map((part) => (part === 'year' ? pad(parts.year, 4) : pad(parts[part])))
    .join(separator)
}

/**
 * What the user typed, read strictly in the language's order: two-digit day and month, a
 * four-digit year, a real calendar date. The ISO date, or null.
 */
export function parseLocalDate(text: string, locale: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const { order } = datePattern(locale)
  const values = { day: 0, month: 0, year: 0 }
  order.forEach((part, i) => {
    values[part] = Number(match[i + 1])
  })
  return isRealDate(values.year, values.month, values.day)
    ? toIsoDate(values.year, values.month, values.day)
    : null
}

/** Keeps the digits (at most 8) and puts the separators in: '2902202' -> '29/02/202'. */
export function maskDateInput(text: string, locale: string): string {
  const { separator } = datePattern(locale)
  const digits = text.replace(/\D/g, '').slice(0, 8)
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean)
  return parts.join(separator)
}

/** Day of the week of a date, 0 = Sunday (proleptic Gregorian, any year 1-9999). */
export function weekday(year: number, month: number, day: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getUTCDay()
}

/**
 * The weeks of a month (1-12) as rows of 7 day numbers, Sunday first; null pads the days of
 * the neighbouring months.
 */
export function monthGrid(year: number, month: number): (number | null)[][] {
  const cells: (number | null)[] = Array<null>(weekday(year, month, 1)).fill(null)
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(day)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (number | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The month before or after (delta months away) of a month shown by the calendar. */
export function shiftMonth(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** 'novembro de 2026', 'November 2026', 'noviembre de 2026'. */
export function monthTitle(year: number, month: number, locale: string): string {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, 1)
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

/** Narrow weekday names, Sunday first ('D S T Q Q S S' in pt-BR). */
export function weekdayInitials(locale: string): string[] {
  const format = dateFormat(locale, { weekday: 'narrow', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2023, 0, 1 + i)))
}

/** A full date for screen readers ('sexta-feira, 29 de novembro de 2024'). */
export function longDate(iso: string, locale: string): string {
  const parts = parseIsoDate(iso)
  if (!parts) return ''
  const date = new Date(0)
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day)
  return dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date)
}

/** The month of `today` ('YYYY-MM-DD') and the `back` months before it, newest first ('YYYY-MM'). */
export function recentPeriods(today: string, back: number): string[] {
  return Array.from({ length: back + 1 }, (_, i) => periodOf(addMonths(today, -i)))
}
