import { useMemo } from 'react'
import {
  addMonths,
  overdueSince,
  periodBounds,
  periodOf,
  realize,
  todayIso,
  type Instalment,
  type Payment,
} from '../../../../sync'
import { useMirrorRows } from '../../../components/mirror'
import { useViewRows } from '../../../components/device-keep'
import type { EntryKindConfig, EntryRow } from './entry-kind'

export type EntryStatus = 'open' | 'partial' | 'realized'

export interface EntryWithRealization {
  row: EntryRow
  payments: Payment[]
  expected: number
  realized: number
  status: EntryStatus
  instalments: Instalment[]
  /** Due date of the oldest instalment still open after its due date, or null. */
  overdueSince: string | null
}

/** The entries of one kind with their payments/receipts and realization (shared rule), newest due first. */
export function useEntries(config: EntryKindConfig) {
  // The server's rows instead when the user asked for them (a partial mirror, read only).
  const rows = useViewRows(config.entity, config.entity, useMirrorRows(config.entity))
  const payments = useViewRows(config.entity, config.payments, useMirrorRows(config.payments))
  const attachments = useViewRows(
    config.entity,
    config.attachments,
    useMirrorRows(config.attachments),
  )
  const today = todayIso()
  return useMemo(() => {
    // An entry that recurs until cancelled shows its instalments up to next month's end.
    const horizon = periodBounds(periodOf(addMonths(today, 1))).to
    const byEntry = new Map<string, Payment[]>()
    for (const p of payments ?? []) {
      const list = byEntry.get(p.entryId) ?? []
      list.push(p)
      byEntry.set(p.entryId, list)
    }
    const entries: EntryWithRealization[] = (rows ?? [])
      .map((row) => {
        const own = (byEntry.get(row.id) ?? []).sort((a, b) => a.date.localeCompare(b.date))
        const r = realize(row, own, horizon)
        const status: EntryStatus =
          r.realized <= 0
            ? 'open'
            : r.instalments.every((i) => i.status === 'realized')
              ? 'realized'
              : 'partial'
        return {
          row,
          payments: own,
          expected: r.expected,
          realized: r.realized,
          status,
          instalments: r.instalments,
          overdueSince: overdueSince(r.instalments, today),
        }
      })
      .sort((a, b) => b.row.dueDate.localeCompare(a.row.dueDate))
    return {
      ready: rows !== undefined && payments !== undefined,
      entries,
      attachmentsOf: (entryId: string) => (attachments ?? []).filter((a) => a.entryId === entryId),
    }
  }, [rows, payments, attachments, today])
}
