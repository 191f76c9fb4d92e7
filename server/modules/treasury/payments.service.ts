import {
  type PaymentCreate,
  type PaymentUpdate,
  type Recurrence,
} from '../../../sync/contracts/treasury'
import { expandInstalments } from '../../../sync/rules/instalments'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { expensePayments, expenses, revenueReceipts, revenues } from '../../db/schema'
import { writableRow } from '../../access/row-guard'
import type { EntryKind } from './entries.service'
import { findLive, insertRow, type RowOf } from './repo'
import { fieldError, financeScopeOf, replayedCreate } from './scope'
import { deleteFinanceRow, rowOr, updateFinanceRow } from './finance-rows'

/**
 * Receipts of revenues and payments of expenses: realizing an instalment, partially or fully.
 * Amount > 0 and history ≥ 3 characters (contract); the instalment must be one of the entry's
 * (expandInstalments of the entry as it is now). Realizing edits the entry: EDIT_REVENUES /
 * EDIT_EXPENSES, on an entry the user may write.
 */

const tables = {
  revenue: { entries: revenues, payments: revenueReceipts },
  expense: { entries: expenses, payments: expensePayments },
} as const
const editPermission = { revenue: 'EDIT_REVENUES', expense: 'EDIT_EXPENSES' } as const

type PaymentRow = RowOf<typeof revenueReceipts>

export async function createPayment(
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  input: PaymentCreate,
): Promise<PaymentRow> {
  requirePermission(auth, editPermission[kind])
  const { entries, payments } = tables[kind]
  return atomic(db, async (tx) => {
    const entry = writableRow(
      auth,
      await findLive(tx, entries, input.entryId, 'share'),
      financeScopeOf,
    )
    const replayed = await replayedCreate(tx, auth, payments, input)
    if (replayed) return replayed
    // Up to the instalment named: an entry that recurs until cancelled has no last one.
    const dates = expandInstalments(
      {
        dueDate: entry.dueDate,
        recurrence: entry.recurrence as Recurrence,
        endDate: entry.endDate,
      },
      input.instalmentDate,
    )
    if (!dates.includes(input.instalmentDate))
      throw fieldError('instalmentDate', 'instalment_not_found')
    return rowOr(
      await insertRow(tx, payments, {
        ...input,
        clientId: entry.clientId,
        conventionId: entry.conventionId,
        fieldId: entry.fieldId,
        sectorId: entry.sectorId,
        churchId: entry.churchId,
      }),
      'conflict',
    )
  })
}

export const updatePayment = (
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  id: string,
  patch: PaymentUpdate,
): Promise<PaymentRow> =>
  updateFinanceRow(db, auth, editPermission[kind], tables[kind].payments, id, patch)

export const deletePayment = (
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  id: string,
): Promise<void> => deleteFinanceRow(db, auth, editPermission[kind], tables[kind].payments, id)
