import { and, asc, eq } from 'drizzle-orm'
import type { HistoryEntry } from '../../../sync/contracts/members'
import { hasPermission } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { rowHistory, users } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { readWhere, syncEntities } from './registry'

/**
 * GET /sync/v1/history/:entity/:id: what each recorded change of a row replaced (who, when,
 * field: old -> new), oldest first. The entity's read permission and the row's scope are
 * required (404 otherwise, as for any row outside the scope); fields the user must not receive
 * (hiddenFields) are left out.
 */
export async function rowHistoryFor(
  db: DbOrTx,
  auth: AuthContext,
  entityName: string,
  id: string,
): Promise<HistoryEntry[]> {
  const entity = syncEntities().find((e) => e.name === entityName)
  if (!entity || !hasPermission(auth.permissions, entity.readPermission))
    throw new ApiError('not_found')
  const visible = await db
    .select({ id: entity.table.id })
    .from(entity.table)
    .where(and(eq(entity.table.id, id), readWhere(entity, auth)))
    .limit(1)
  if (visible.length === 0) throw new ApiError('not_found')
  const hidden = new Set(entity.hiddenFields?.(auth) ?? [])
  const rows = await db
    .select({
      id: rowHistory.id,
      action: rowHistory.action,
      at: rowHistory.at,
      userId: rowHistory.userId,
      userName: users.name,
      changes: rowHistory.changes,
    })
    .from(rowHistory)
    .leftJoin(users, eq(users.id, rowHistory.userId))
    .where(and(eq(rowHistory.entity, entity.name), eq(rowHistory.rowId, id)))
    .orderBy(asc(rowHistory.at), asc(rowHistory.id))
    .limit(1000)
  return rows.map((row) => ({
    ...row,
    changes: Object.fromEntries(Object.entries(row.changes).filter(([key]) => !hidden.has(key))),
  }))
}
