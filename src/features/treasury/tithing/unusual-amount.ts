/**
 * When a tithe or an offering asks for a confirmation before it is saved (issue 13 §2,
 * docs/treasury.md): a typing slip ('5000' for '50,00') should not pass unnoticed.
 *
 * - An anonymous offering above ANONYMOUS_OFFERING_CEILING (R$ 5.000,00).
 * - A member's tithe above UNUSUAL_FACTOR (5) times the median of that member's last
 *   HISTORY_SIZE (12) tithes, when there are at least MIN_HISTORY (3) of them — the median, so one
 *   earlier large gift does not raise the bar.
 * - A member with fewer than MIN_HISTORY earlier tithes: the anonymous offering's ceiling.
 * Checked on the device against its mirror (offline too); the server does not refuse them.
 */

export const ANONYMOUS_OFFERING_CEILING = 500_000
export const UNUSUAL_FACTOR = 5
export const MIN_HISTORY = 3
export const HISTORY_SIZE = 12

export interface EarlierTithe {
  id: string
  amount: number
  date: string
}

export type UnusualAmount =
  | { reason: 'anonymous_ceiling'; ceiling: number }
  | { reason: 'new_member_ceiling'; ceiling: number }
  | { reason: 'above_median'; median: number }

/** The median of amounts (the mean of the two middle ones, rounded down, for an even count). */
export function median(amounts: readonly number[]): number {
  const sorted = [...amounts].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0
  return Math.floor(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2)
}

/**
 * Why `amount` needs a confirmation, or null. `earlier` are the member's other tithes (the one
 * being edited left out), in any order.
 */
export function unusualAmount(
  amount: number,
  memberId: string | null,
  earlier: readonly EarlierTithe[],
): UnusualAmount | null {
  if (memberId === null)
    return amount > ANONYMOUS_OFFERING_CEILING
      ? { reason: 'anonymous_ceiling', ceiling: ANONYMOUS_OFFERING_CEILING }
      : null
  const last = [...earlier]
    .sort((a, b) => (a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)))
    .slice(0, HISTORY_SIZE)
  if (last.length < MIN_HISTORY)
    return amount > ANONYMOUS_OFFERING_CEILING
      ? { reason: 'new_member_ceiling', ceiling: ANONYMOUS_OFFERING_CEILING }
      : null
  const usual = median(last.map((t) => t.amount))
  return amount > UNUSUAL_FACTOR * usual ? { reason: 'above_median', median: usual } : null
}
