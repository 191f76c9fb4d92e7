import { isOpenEnded, nextOpen, type Recurrence } from '../../../../sync'
import { entryCode, type EntryRow } from './entry-kind'
import type { EntryWithRealization } from './use-entries'

/** What a revenue's or expense's row (a card on a phone) says, before any wording. */
export interface EntryRowModel {
  /** What the row leads with: the description typed, else the origin or category. */
  title: string
  /** Under the title: the origin or category when the title is the description. */
  kindLabel: string | null
  /** "17/2026" once the server gave it, null while pending: secondary, never the title. */
  code: string | null
  /** One instalment's amount (a single entry's whole amount), never the sum of them all. */
  amount: number
  recurrence: Recurrence
  /** Instalments in all (1 for a single entry); null when it recurs until cancelled. */
  instalments: number | null
  /** The due date shown: the first instalment not yet realized, else the last one. */
  dueDate: string
  /** That instalment's position (1-based). */
  dueNumber: number
}

/** The row of an entry: `what` is its origin or category, in the user's language. */
export function entryRowModel(
  entry: {
    row: Pick<EntryRow, 'description' | 'amount' | 'recurrence' | 'dueDate' | 'endDate'> &
      Partial<Pick<EntryRow, 'code' | 'codeYear'>>
    instalments: EntryWithRealization['instalments']
  },
  what: string,
): EntryRowModel {
  const { row, instalments } = entry
  const due = nextOpen(instalments) ?? instalments[instalments.length - 1]
  const description = row.description.trim()
  return {
    title: description || what,
    kindLabel: description ? what : null,
    code: entryCode(row),
    amount: row.amount,
    recurrence: row.recurrence,
    instalments: isOpenEnded(row) ? null : Math.max(1, instalments.length),
    dueDate: due?.dueDate ?? row.dueDate,
    dueNumber: due?.number ?? 1,
  }
}
