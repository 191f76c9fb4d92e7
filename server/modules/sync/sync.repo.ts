import { and, asc, count, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { ScopeColumns } from '../../access/access'
import type { Db, DbOrTx } from '../../db/client'
import { rowHistory, syncClients, syncDepartures, syncMutations } from '../../db/schema'
import { rowJsonSql } from './pull-json'
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

/** The client's row as committed now (its position); concurrent pushes meet at recordMutation's conditional update, not here. */
export async function findClient(db: DbOrTx, id: string): Promise<SyncClientRow | undefined> {
  const rows = await db.select().from(syncClients).where(eq(syncClients.id, id))
  return rows[0]
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

export async function historyOf(db: DbOrTx, entity: string, rowId: string) {
  return db
    .select()
    .from(rowHistory)
    .where(and(eq(rowHistory.entity, entity), eq(rowHistory.rowId, rowId)))
    .orderBy(asc(rowHistory.at), asc(rowHistory.id))
}

/**
 * The row of an entity by id in its projection (`toRow`, for the history diff): built as JSON
 * by the database when it can (one text column instead of every column), else in JS.
 */
export async function projectedRowById(
  tx: DbOrTx,
  entity: SyncEntity,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const rowJson = rowJsonSql(entity, [])
  if (!rowJson) {
    const rows = await tx.select().from(entity.table).where(eq(entity.table.id, id))
    return rows[0] ? entity.toRow(rows[0]) : undefined
  }
  const rows = await tx
    .select({ row: sql<string>`${rowJson}` })
    .from(entity.table)
    .where(eq(entity.table.id, id))
  return rows[0] ? (JSON.parse(rows[0].row) as Record<string, unknown>) : undefined
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

/** The seqs of the rows of one entity changed in (after, upTo], in order, within the filter. */
export async function changedSeqs(
  db: DbOrTx,
  entity: SyncEntity,
  filter: SQL,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<number[]> {
  const t = entity.table
  const rows = await db
    .select({ seq: t.seq })
    .from(t)
    .where(changedWhere(t, filter, range, liveOnly))
    .orderBy(asc(t.seq))
    .limit(range.limit)
  return rows.map((r) => Number(r.seq))
}

/** Rows of one entity changed in (after, upTo], in seq order, within the filter. */
export async function changedRows(
  db: DbOrTx,
  entity: SyncEntity,
  filter: SQL,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<Record<string, unknown>[]> {
  const t = entity.table
  return db
    .select()
    .from(t)
    .where(changedWhere(t, filter, range, liveOnly))
    .orderBy(asc(t.seq))
    .limit(range.limit)
}

/**
 * Rows of one entity changed in (after, upTo], in seq order, within the filter, with the row's
 * projection as JSON text built by the database (`rowJson`, null for a tombstone).
 */
export async function changedRowsJson(
  db: DbOrTx,
  entity: SyncEntity,
  rowJson: SQL,
  filter: SQL,
  range: { after: number; upTo: number; limit: number },
  liveOnly: boolean,
): Promise<{ seq: number; id: string; row: string | null }[]> {
  const t = entity.table
  const rows = await db
    .select({
      seq: sql<string>`${t.seq}::text`,
      id: sql<string>`${t.id}::text`,
      row: sql<string | null>`CASE WHEN ${t.deletedAt} IS NULL THEN ${rowJson} END`,
    })
    .from(t)
    .where(changedWhere(t, filter, range, liveOnly))
    .orderBy(asc(t.seq))
    .limit(range.limit)
  return rows.map((r) => ({ seq: Number(r.seq), id: r.id, row: r.row }))
}

function changedWhere(
  t: SyncEntity['table'],
  filter: SQL,
  range: { after: number; upTo: number },
  liveOnly: boolean,
): SQL | undefined {
  return and(
    gt(t.seq, range.after),
    lte(t.seq, range.upTo),
    filter,
    liveOnly ? isNull(t.deletedAt) : undefined,
  )
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

/** The old and the new place of a departure (sync_departures, written by a trigger when a row's scope columns change). */
export const departureColumns: { old: ScopeColumns; new: ScopeColumns } = {
  old: {
    clientId: syncDepartures.clientId,
    conventionId: syncDepartures.conventionId,
    fieldId: syncDepartures.fieldId,
    sectorId: syncDepartures.sectorId,
    churchId: syncDepartures.churchId,
  },
  new: {
    clientId: syncDepartures.newClientId,
    conventionId: syncDepartures.newConventionId,
    fieldId: syncDepartures.newFieldId,
    sectorId: syncDepartures.newSectorId,
    churchId: syncDepartures.newChurchId,
  },
}

/** Rows of an entity that left a place the filter covers for one it does not, in (after, upTo]. */
export async function departedRows(
  db: DbOrTx,
  entity: string,
  filters: { old: SQL; new: SQL },
  range: { after: number; upTo: number; limit: number },
): Promise<{ rowId: string; seq: number }[]> {
  const d = syncDepartures
  const rows = await db
    .select({ rowId: d.rowId, seq: d.seq })
    .from(d)
    .where(
      and(
        eq(d.entity, entity),
        gt(d.seq, range.after),
        lte(d.seq, range.upTo),
        filters.old,
        sql`not coalesce(${filters.new}, false)`,
      ),
    )
    .orderBy(asc(d.seq))
    .limit(range.limit)
  return rows.map((r) => ({ rowId: r.rowId, seq: Number(r.seq) }))
}
