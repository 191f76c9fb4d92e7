import { parseIsoDate } from '../contracts/dates'
import type { Instalment } from './treasury-money'

const DAY_MS = 24 * 60 * 60 * 1000

const utcDay = (date: string): number => {
  const parts = parseIsoDate(date)
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) : Number.NaN
}

/** Whole days from `from` to `to` (ISO dates; negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS)
}

/** The due date of the oldest instalment not fully realised and due before `today`, or null. */
export function overdueSince(
  instalments: readonly Pick<Instalment, 'dueDate' | 'status'>[],
  today: string,
): string | null {
  let oldest: string | null = null
  for (const { dueDate, status } of instalments)
    if (status !== 'realized' && dueDate < today && (oldest === null || dueDate < oldest))
      oldest = dueDate
  return oldest
}

/** The first instalment with something left to pay or receive (the one "Pagar" settles). */
export function nextOpen<I extends Pick<Instalment, 'status'>>(
  instalments: readonly I[],
): I | null {
  return instalments.find((i) => i.status !== 'realized') ?? null
}

export type StatusFilter = 'all' | 'open' | 'overdue' | 'realized'
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'open', 'overdue', 'realized']

/** Whether an entry or instalment with this status and overdue date passes the filter. */
export function passesStatus(
  filter: StatusFilter,
  status: 'open' | 'partial' | 'realized',
  overdue: string | null,
): boolean {
  if (filter === 'all') return true
  if (filter === 'realized') return status === 'realized'
  if (filter === 'overdue') return status !== 'realized' && overdue !== null
  return status !== 'realized'
}
