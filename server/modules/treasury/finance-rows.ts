import type { Permission } from '../../../sync/contracts/permissions'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { writableRow } from '../hierarchy/guard'
import {
  findLive,
  softDelete,
  updateRow,
  type FinanceTable,
  type InsertOf,
  type RowLock,
  type RowOf,
} from './repo'
import { financeScopeOf } from './scope'

/** Edits and deletions of one finance row, with the permission and the write scope checked. */

/** The live row the user may write: 404 when missing or outside the scope, 403 for an ancestor's books. */
export async function writableFinanceRow<T extends FinanceTable>(
  db: DbOrTx,
  auth: AuthContext,
  table: T,
  id: string,
  lock?: RowLock,
): Promise<RowOf<T>> {
  return writableRow(auth, await findLive(db, table, id, lock), financeScopeOf)
}

/** Applies `patch` to a live row the user may write, under `permission`. */
export async function updateFinanceRow<T extends FinanceTable>(
  db: DbOrTx,
  auth: AuthContext,
  permission: Permission,
  table: T,
  id: string,
  patch: Partial<InsertOf<T>>,
): Promise<RowOf<T>> {
  requirePermission(auth, permission)
  await writableFinanceRow(db, auth, table, id)
  return updateOrNotFound(db, table, id, patch)
}

/** Updates a live row; 404 when it is gone. */
export async function updateOrNotFound<T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  id: string,
  patch: Partial<InsertOf<T>>,
): Promise<RowOf<T>> {
  const updated = await updateRow(db, table, id, patch)
  if (!updated) throw new ApiError('not_found')
  return updated
}

/** Soft-deletes a live row the user may write, under `permission`. */
export async function deleteFinanceRow(
  db: DbOrTx,
  auth: AuthContext,
  permission: Permission,
  table: FinanceTable,
  id: string,
): Promise<void> {
  requirePermission(auth, permission)
  await writableFinanceRow(db, auth, table, id)
  await softDelete(db, table, id)
}
