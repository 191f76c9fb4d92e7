import { hasPermission, type Permission } from '../../../sync/contracts/permissions'
import { canRead, requirePermission, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findChurch } from '../hierarchy/churches.repo'
import { churchScopeOf } from '../hierarchy/churches.service'
import { writableRow } from '../../access/row-guard'
import { replayOrConflict } from '../hierarchy/replay'
import { findAny, type FinanceTable, type RowOf } from './repo'

/** The scope columns every finance row carries, copied from its church. */
export interface FinanceScope {
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
  churchId: string
}

export const financeScopeOf = (row: FinanceScope): RowScope => ({
  clientId: row.clientId,
  conventionId: row.conventionId,
  fieldId: row.fieldId,
  sectorId: row.sectorId,
  churchId: row.churchId,
})

/**
 * The scope of a church the user may write finance rows for (its subtree: the church itself, or
 * a church under the user's sector/field/convention). The church row is share-locked so it
 * cannot be deleted under the insert. 404 outside the scope, 403 for an ancestor's books.
 */
export async function writableChurchScope(
  db: DbOrTx,
  auth: AuthContext,
  churchId: string,
): Promise<FinanceScope> {
  const church = writableRow(auth, await findChurch(db, churchId, 'share'), churchScopeOf)
  return {
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
  }
}

/**
 * A create whose id already exists: the same create replayed (same client, live, same values,
 * readable) answers the stored row; anything else is a 409 that says nothing about the row.
 */
export async function replayedCreate<T extends FinanceTable>(
  db: DbOrTx,
  auth: AuthContext,
  table: T,
  input: Record<string, unknown>,
): Promise<RowOf<T> | undefined> {
  const stored = await findAny(db, table, String(input.id))
  if (!stored) return undefined
  const row = replayOrConflict(stored, auth.node.clientId, input)
  if (!canRead(auth, financeScopeOf(row))) throw new ApiError('conflict')
  return row
}

/** One of two permissions (e.g. attaching a file while adding OR editing an entry). */
export function requireEither(auth: AuthContext, first: Permission, second: Permission): void {
  if (!hasPermission(auth.permissions, first)) requirePermission(auth, second)
}

/** A validation failure on one field with a treasury message code. */
export function fieldError(path: string, message: string): ApiError {
  return new ApiError('validation_failed', [{ path, code: 'custom', message }], message)
}

/** A refusal with a treasury message: `details.reason` carries the machine code (docs/treasury.md). */
export function treasuryError(
  code: ConstructorParameters<typeof ApiError>[0],
  reason: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(code, { reason, ...extra }, reason)
}
