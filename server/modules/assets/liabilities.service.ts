import type { LiabilityCreate, LiabilityUpdate } from '../../../sync/contracts/assets'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { expenses, liabilities } from '../../db/schema'
import {
  deleteFinanceRow,
  inChurchBooks,
  rowOr,
  updateOrNotFound,
  writableFinanceRow,
  type RowDelete,
  type RowUpdate,
} from '../treasury/finance-rows'
import { findAny, insertRow, type RowOf } from '../treasury/repo'
import { fieldError, replayedCreate } from '../treasury/scope'
import { requirePermission } from '../../access/access'

/**
 * What a church owes (*_LIABILITIES). Settling sets `settledOn`; the device may first create the
 * expense that paid it (expense.create + expensePayment.create, each checked on its own) and
 * link it here: a linked expense must be one of the same church.
 */

type LiabilityRow = RowOf<typeof liabilities>

async function assertExpenseOf(db: DbOrTx, expenseId: string | null, churchId: string) {
  if (expenseId === null) return
  const expense = await findAny(db, expenses, expenseId)
  if (!expense || expense.churchId !== churchId || expense.deletedAt !== null)
    throw fieldError('expenseId', 'expense_not_found')
}

export function createLiability(
  db: DbOrTx,
  auth: AuthContext,
  input: LiabilityCreate,
): Promise<LiabilityRow> {
  return inChurchBooks(db, auth, 'ADD_LIABILITIES', input.churchId, async (tx, scope) => {
    const replayed = await replayedCreate(tx, auth, liabilities, input)
    if (replayed) return replayed
    await assertExpenseOf(tx, input.expenseId, scope.churchId)
    return rowOr(await insertRow(tx, liabilities, { ...input, ...scope }), 'conflict')
  })
}

export const updateLiability: RowUpdate<LiabilityUpdate, LiabilityRow> = async (
  db,
  auth,
  id,
  patch,
) => {
  requirePermission(auth, 'EDIT_LIABILITIES')
  const row = await writableFinanceRow(db, auth, liabilities, id)
  if (patch.expenseId !== undefined && patch.expenseId !== row.expenseId)
    await assertExpenseOf(db, patch.expenseId, row.churchId)
  return updateOrNotFound(db, liabilities, id, patch)
}

export const deleteLiability: RowDelete = (db, auth, id) =>
  deleteFinanceRow(db, auth, 'DELETE_LIABILITIES', liabilities, id)
