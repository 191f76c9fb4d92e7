import { assertReadable, assertWritable, type RowScope } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'

type ScopeCheck = (auth: AuthContext, row: RowScope | undefined) => void

function checkedRow<R>(
  check: ScopeCheck,
  auth: AuthContext,
  row: R | undefined,
  scopeOf: (row: R) => RowScope,
): R {
  if (!row) throw new ApiError('not_found')
  check(auth, scopeOf(row))
  return row
}

/** The row when the user may read it; 404 when missing or outside the scope. */
export const readableRow = <R>(
  auth: AuthContext,
  row: R | undefined,
  scopeOf: (row: R) => RowScope,
): R => checkedRow(assertReadable, auth, row, scopeOf)

/** The row when the user may change it; 404 outside the scope, 403 for an ancestor of the user's node. */
export const writableRow = <R>(
  auth: AuthContext,
  row: R | undefined,
  scopeOf: (row: R) => RowScope,
): R => checkedRow(assertWritable, auth, row, scopeOf)
