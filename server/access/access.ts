import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { hasPermission, type RequiredPermission } from '../../sync/contracts/permissions'
import { ApiError } from '../http/errors'
import type { AuthContext, ScopeNode } from './auth-context'

/** The one permission check of the server. */
export function requirePermission(auth: AuthContext, permission: RequiredPermission): void {
  if (!hasPermission(auth.permissions, permission)) throw new ApiError('forbidden')
}

const NODE_KEYS = ['conventionId', 'fieldId', 'sectorId', 'churchId'] as const

/**
 * A row's place in the hierarchy. A hierarchy node carries its own id in its column (a field
 * row: fieldId = id). A key left out = the row sits above that depth (an ancestor, readable);
 * a key present but null (a user placed higher up) is not in a deeper user's subtree.
 */
export type RowScope = { clientId: string } & Partial<Omit<ScopeNode, 'clientId'>>

/** The node of the whole client: no convention, field, sector or church. */
export function clientRoot(clientId: string): ScopeNode {
  return { clientId, conventionId: null, fieldId: null, sectorId: null, churchId: null }
}

/** The user's effective node: an administrator's is the whole client. */
function effectiveNode(auth: AuthContext): ScopeNode {
  return auth.isAdministrator ? clientRoot(auth.node.clientId) : auth.node
}

/** Readable: the row is in the user's subtree or is one of the user's ancestors. */
export function canRead(auth: AuthContext, row: RowScope): boolean {
  const node = effectiveNode(auth)
  if (row.clientId !== node.clientId) return false
  return NODE_KEYS.every((key) => {
    const mine = node[key]
    const theirs = row[key]
    return mine === null || theirs === undefined || theirs === mine
  })
}

/** Writable: the row is in the user's subtree (the node itself included), never above it. */
export function canWrite(auth: AuthContext, row: RowScope): boolean {
  const node = effectiveNode(auth)
  if (row.clientId !== node.clientId) return false
  return NODE_KEYS.every((key) => node[key] === null || row[key] === node[key])
}

/** 404 rather than 403 for rows outside the scope, so ids of other tenants reveal nothing. */
export function assertReadable(
  auth: AuthContext,
  row: RowScope | undefined,
): asserts row is RowScope {
  if (!row || !canRead(auth, row)) throw new ApiError('not_found')
}

export function assertWritable(
  auth: AuthContext,
  row: RowScope | undefined,
): asserts row is RowScope {
  assertReadable(auth, row)
  if (!canWrite(auth, row)) throw new ApiError('forbidden')
}

export type ScopeColumns = { clientId: AnyPgColumn } & Partial<
  Record<(typeof NODE_KEYS)[number], AnyPgColumn>
>

/** SQL filter of what the user may read in a table: its subtree, plus its ancestors for tables above the user's depth. */
export function scopeWhere(auth: AuthContext, columns: ScopeColumns): SQL {
  const node = effectiveNode(auth)
  const conditions: SQL[] = [eq(columns.clientId, node.clientId)]
  for (const key of NODE_KEYS) {
    const column = columns[key]
    const value = node[key]
    if (column && value !== null) conditions.push(eq(column, value))
  }
  return and(...conditions) as SQL
}
