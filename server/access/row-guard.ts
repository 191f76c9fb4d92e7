import { assertReadable, assertWritable, type RowScope } from './access'
import type { AuthContext } from './auth-context'
import { ApiError } from '../http/errors'

type ScopeCheck = (auth: AuthContext, row: RowScope | undefined) => void

/** The row, or a 404 when there is none. */
export function foundOr404<R>(row: R | null | undefined): R {
  if (row === null || row === undefined) throw new ApiError('not_found')
  return row
}

function checkedRow<R>(
  check: ScopeCheck,
  auth: AuthContext,
  row: R | undefined,
  scopeOf: (row: R) => RowScope,
): R {
  const found = foundOr404(row)
  check(auth, scopeOf(found))
  return found
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
