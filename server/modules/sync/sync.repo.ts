import { and, asc, count, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { rowHistory, syncClients, syncMutations } from '../../db/schema'
import type { SyncEntity } from './registry'

export type SyncClientRow = typeof syncClients.$inferSelect
export type SyncMutationRow = typeof syncMutations.$inferSelect

/** The lock every writer of a synced row holds shared until commit (trigger in migration 0002). */
const CURSOR_LOCK = 727100401

export async function ensureClient(db: DbOrTx, id: string, userId: string): Promise<SyncClientRow> {
  await db.insert(syncClients).values({ id, userId }).onConflictDoNothing()
  const rows = await db.select().from(syncClients).where(eq(syncClients.id, id))
  const row = rows[0]
  if (!row) throw new Error('sync client vanished')
  return row
}

/** Locks the client's row for the transaction: pushes of one client are applied one at a time. */
export async function lockClient(tx: DbOrTx, id: string): Promise<SyncClientRow | undefined> {
  const rows = await tx.select().from(syncClients).where(eq(syncClients.id, id)).for('update')
  return rows[0]
}

export async function setLastMutation(
  tx: DbOrTx,
  id: string,
  mutationId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(syncClients)
    .set({ lastMutationId: mutationId, updatedAt: at.toISOString() })
    .where(eq(syncClients.id, id))
}

export async function setScopeFingerprint(
  db: DbOrTx,
  id: string,
  fingerprint: string,
): Promise<void> {
  await db.update(syncClients).set({ scopeFingerprint: fingerprint }).where(eq(syncClients.id, id))
}

export async function findMutationRecord(
  tx: DbOrTx,
  clientId: string,
  mutationId: number,
): Promise<SyncMutationRow | undefined> {
  const rows = await tx
    .select()
    .from(syncMutations)
    .where(and(eq(syncMutations.clientId, clientId), eq(syncMutations.mutationId, mutationId)))
  return rows[0]
}

export async function insertMutationRecord(
  tx: DbOrTx,
  values: typeof syncMutations.$inferInsert,
): Promise<void> {
  await tx.insert(syncMutations).values(values)
}

export async function rejectedSince(
  db: DbOrTx,
  clientId: string,
  from: number,
  upTo: number,
): Promise<SyncMutationRow[]> {
  return db
    .select()
    .from(syncMutations)
    .where(
      and(
        eq(syncMutations.clientId, clientId),
        eq(syncMutations.status, 'rejected'),
        gte(syncMutations.mutationId, from),
        lte(syncMutations.mutationId, upTo),
      ),
    )
    .orderBy(asc(syncMutations.mutationId))
    .limit(1000)
}

export async function insertHistory(
  tx: DbOrTx,
  values: typeof rowHistory.$inferInsert,
): Promise<void> {
  await tx.insert(rowHistory).values(values)
}

export async function historyOf(db: DbOrTx, entity: string, rowId: string) {
  return db
    .select()
    .from(rowHistory)
    .where(and(eq(rowHistory.entity, entity), eq(rowHistory.rowId, rowId)))
    .orderBy(asc(rowHistory.at), asc(rowHistory.id))
}

/** The row of an entity by id, raw (for the history diff). */
export async function rowById(
  tx: DbOrTx,
  entity: SyncEntity,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const rows = (await tx.select().from(entity.table).where(eq(entity.table.id, id))) as Record<
    string,
    unknown
  >[]
  return rows[0]
}

/**
 * The highest seq below which every synced row is committed: with the exclusive cursor lock
 * held, no writer is between nextval and commit, so the sequence's last value is stable.
 */
export async function stableSeqBound(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '10s'`)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CURSOR_LOCK})`)
    const rows = await tx
      .select({ last: sql<string>`CASE WHEN is_called THEN last_value ELSE 0 END::text` })
      .from(sql`change_seq`)
    return Number(rows[0]?.last ?? 0)
  })
}

/** Rows of one entity changed in (after, upTo], in seq order, within the filter. */
export async function changedRows(
  db: DbOrTx,
  entity: SyncEntity,
  filter: SQL,
  after: number,
  upTo: number,
  limit: number,
  liveOnly: boolean,
): Promise<Record<string, unknown>[]> {
  const t = entity.table
  const where = and(
    gt(t.seq, after),
    lte(t.seq, upTo),
    filter,
    liveOnly ? isNull(t.deletedAt) : undefined,
  )
  return db.select().from(t).where(where).orderBy(asc(t.seq)).limit(limit)
}

export async function countRows(
  db: DbOrTx,
  entity: SyncEntity,
  filter: SQL,
  upTo: number,
): Promise<number> {
  const t = entity.table
  const rows = await db
    .select({ n: count() })
    .from(t)
    .where(and(lte(t.seq, upTo), filter, isNull(t.deletedAt)))
  return rows[0]?.n ?? 0
}
