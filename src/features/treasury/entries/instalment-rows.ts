import { isOpenEnded, periodBounds, realize, type Instalment, type Payment } from '../../../../sync'
import type { EntryRow } from './entry-kind'

export interface InstalmentRow extends Instalment {
  key: string
  entry: EntryRow
  /** Instalments of the entry; null when it recurs until cancelled. */
  of: number | null
  payments: Payment[]
}

/**
 * Every instalment of the entries (expanded by the shared rule) due within `period` — a year
 * 'YYYY' or a month 'YYYY-MM' — with what was paid on each, by due date then entry.
 */
export function instalmentsIn(
  entries: readonly { row: EntryRow; payments: Payment[] }[],
  period: string,
): InstalmentRow[] {
  const rows: InstalmentRow[] = []
  const until = period.length === 4 ? `${period}-12-31` : periodBounds(period).to
  for (const { row, payments } of entries) {
    const { instalments } = realize(row, payments, until)
    const of = isOpenEnded(row) ? null : instalments.length
    for (const instalment of instalments) {
      if (!instalment.dueDate.startsWith(period)) continue
      rows.push(instalmentRow(row, payments, instalment, of))
    }
  }
  return rows.sort((a, b) =>
    a.dueDate === b.dueDate
      ? a.entry.id.localeCompare(b.entry.id)
      : a.dueDate.localeCompare(b.dueDate),
  )
}

/** One instalment of an entry with its payments, as the lists and the payment form show it. */
export function instalmentRow(
  entry: EntryRow,
  payments: readonly Payment[],
  instalment: Instalment,
  of: number | null,
): InstalmentRow {
  return {
    ...instalment,
    key: `${entry.id}:${instalment.dueDate}`,
    entry,
    of,
    payments: payments.filter((p) => p.instalmentDate === instalment.dueDate),
  }
}

/** An instalment's position: "3/12", or "3" when its entry recurs until cancelled. */
export const instalmentPosition = (i: Pick<InstalmentRow, 'number' | 'of'>): string =>
  i.of === null ? String(i.number) : `${i.number}/${i.of}`
