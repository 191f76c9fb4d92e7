import type { Permission } from '../../../sync/contracts/permissions'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx, type Tx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { writableRow } from '../../access/row-guard'
import {
  findLive,
  softDelete,
  updateRow,
  type FinanceTable,
  type InsertOf,
  type RowLock,
  type RowOf,
} from './repo'
import { financeScopeOf, writableChurchScope, type FinanceScope } from './scope'

/** Edits and deletions of one finance row, with the permission and the write scope checked. */

/** A service's edit and delete of one row (REST and sync call them alike). */
export type RowUpdate<P, R> = (db: DbOrTx, auth: AuthContext, id: string, patch: P) => Promise<R>
export type RowDelete = (db: DbOrTx, auth: AuthContext, id: string) => Promise<void>

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
  return rowOr(await updateRow(db, table, id, patch), 'not_found')
}

/** The row a write answered, else `code` (an insert on a taken id: 'conflict'; an update of a vanished row: 'not_found'). */
export function rowOr<R>(row: R | undefined, code: 'conflict' | 'not_found'): R {
  if (row === undefined) throw new ApiError(code)
  return row
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

/** A create in a church's books: under `permission`, in one transaction, with the scope of a church the user may write. */
export async function inChurchBooks<R>(
  db: DbOrTx,
  auth: AuthContext,
  permission: Permission,
  churchId: string,
  write: (tx: Tx, scope: FinanceScope) => Promise<R>,
): Promise<R> {
  requirePermission(auth, permission)
  return atomic(db, async (tx) => write(tx, await writableChurchScope(tx, auth, churchId)))
}
