import { and, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { DataAccessEntry, DataAccessKind } from '../../../sync/contracts/access-log'
import type { DbOrTx } from '../../db/client'
import { dataAccessLog, members, users } from '../../db/schema'
import { limitOffset, searchWhere, type Paging } from '../hierarchy/list'

export async function insertAccess(
  db: DbOrTx,
  row: typeof dataAccessLog.$inferInsert,
): Promise<void> {
  await db.insert(dataAccessLog).values(row).onConflictDoNothing()
}

/** Entries of the client older than `before` (retention). */
export async function purgeAccessBefore(db: DbOrTx, clientId: string, before: Date) {
  await db
    .delete(dataAccessLog)
    .where(and(eq(dataAccessLog.clientId, clientId), lt(dataAccessLog.at, before.toISOString())))
}

/**
 * Newest first, with the user's name and the member's name as it is now: only a member of the
 * same organisation is joined (an entry naming any other id shows no name and is not found by it).
 */
export async function listAccess(
  db: DbOrTx,
  clientId: string,
  query: Paging & { q?: string },
): Promise<{ rows: DataAccessEntry[]; total: number }> {
  const where = and(
    eq(dataAccessLog.clientId, clientId),
    searchWhere(query.q, [users.name, members.name, dataAccessLog.label]),
  )
  const sameClientMember = and(
    eq(members.id, dataAccessLog.memberId),
    eq(members.clientId, dataAccessLog.clientId),
  )
  const base = db
    .select({
      id: dataAccessLog.id,
      at: dataAccessLog.at,
      kind: dataAccessLog.kind,
      format: dataAccessLog.format,
      userId: dataAccessLog.userId,
      userName: users.name,
      memberId: dataAccessLog.memberId,
      memberName: sql<
        string | null
      >`case when ${members.id} is null then null else trim(${members.name} || ' ' || ${members.surname}) end`,
      label: dataAccessLog.label,
    })
    .from(dataAccessLog)
    .innerJoin(users, eq(users.id, dataAccessLog.userId))
    .leftJoin(members, sameClientMember)
    .where(where)
  const { limit, offset } = limitOffset(query)
  const rows = await base
    .orderBy(desc(dataAccessLog.at), desc(dataAccessLog.id))
    .limit(limit)
    .offset(offset)
  const [total] = await db
    .select({ n: count() })
    .from(dataAccessLog)
    .innerJoin(users, eq(users.id, dataAccessLog.userId))
    .leftJoin(members, sameClientMember)
    .where(where)
  return {
    rows: rows.map((r) => ({ ...r, kind: r.kind as DataAccessKind })),
    total: total?.n ?? 0,
  }
}
