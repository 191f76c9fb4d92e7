import { realize, type Instalment, type Payment } from '../../../../sync'
import type { EntryRow } from './entry-kind'

export interface InstalmentRow extends Instalment {
  key: string
  entry: EntryRow
  /** Instalments of the entry. */
  of: number
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
  for (const { row, payments } of entries) {
    const { instalments } = realize(row, payments)
    for (const instalment of instalments) {
      if (!instalment.dueDate.startsWith(period)) continue
      rows.push(instalmentRow(row, payments, instalment, instalments.length))
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
  of: number,
): InstalmentRow {
  return {
    ...instalment,
    key: `${entry.id}:${instalment.dueDate}`,
    entry,
    of,
    payments: payments.filter((p) => p.instalmentDate === instalment.dueDate),
  }
}
