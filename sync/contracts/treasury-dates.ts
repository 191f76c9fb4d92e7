/**
 * Periods (`YYYY-MM`) and recurrences of revenues and expenses (their expansion into instalments
 * is a rule: sync/rules/instalments.ts). Pure and shared: the device (budgets view) and the server (payment checks,
 * repasse) compute the same instalments from the same entry. docs/treasury.md. The calendar
 * itself (isIsoDate, addDays, addMonths, today) is ./dates.ts.
 */
import { addMonths, daysInMonth, toIsoDate } from './dates'

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

/** The period `YYYY-MM` of a date. */
export const periodOf = (date: string): string => date.slice(0, 7)

/** A period as Brazilians write it in a description: `2026-10` -> `10/2026`. */
export const periodLabel = (period: string): string => `${period.slice(5, 7)}/${period.slice(0, 4)}`

/** First and last day of a period `YYYY-MM`. */
export function periodBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number]
  return {
    from: `${period}-01`,
    to: toIsoDate(year, month, daysInMonth(year, month)),
  }
}

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/** The last date a recurring entry may end on. */
export const maxEndDate = (dueDate: string): string => addMonths(dueDate, MAX_RECURRENCE_YEARS * 12)
