import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { ScopeColumns } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
import {
  databaseRestores,
  rowHistory,
  syncClients,
  syncDepartures,
  syncMutations,
} from '../../db/schema'
import { rowJsonSql } from './pull-json'
import type { SyncEntity } from './registry'

export type SyncClientRow = typeof syncClients.$inferSelect
export type SyncMutationRow = typeof syncMutations.$inferSelect

/**
 * The client's row, made on its first push or pull. Made after a restore, it may resume past a
 * gap once: the client may be a device whose row (and confirmed mutations) the restore lost.
 */
export async function ensureClient(db: DbOrTx, id: string, userId: string): Promise<SyncClientRow> {
  // Every push and pull: one read once the row exists (the insert is for the first time only).
  const found = await findClient(db, id)
  if (found) return found
  await db
    .insert(syncClients)
    .values({ id, userId, resumeAfterRestore: sql`EXISTS (SELECT 1 FROM ${databaseRestores})` })
    .onConflictDoNothing()
  const made = await findClient(db, id)
  if (!made) throw new Error('sync client vanished')
  return made
}

/** The client's row as committed now (its position); concurrent pushes meet at recordMutations' conditional update, not here. */
export async function findClient(db: DbOrTx, id: string): Promise<SyncClientRow | undefined> {
  const rows = await clientById(db).execute({ id })
  return rows[0]
}

// Read on every pull and push: prepared once per connection (server/db/prepared.ts).
const clientById = preparedQuery('sync_client_by_id', (db) =>
  db
    .select()
    .from(syncClients)
    .where(eq(syncClients.id, sql.placeholder('id'))),
)

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
  return rejectedQuery(db).execute({ clientId, from, upTo })
}

const rejectedQuery = preparedQuery('sync_rejected_since', (db) =>
  db
    .select()
    .from(syncMutations)
    .where(
      and(
        eq(syncMutations.clientId, sql.placeholder('clientId')),
        eq(syncMutations.status, 'rejected'),
        gte(syncMutations.mutationId, sql.placeholder('from')),
        lte(syncMutations.mutationId, sql.placeholder('upTo')),
      ),
    )
    .orderBy(asc(syncMutations.mutationId))
    .limit(1000),
)

export async function historyOf(db: DbOrTx, entity: string, rowId: string) {
  return db
    .select()
    .from(rowHistory)
    .where(and(eq(rowHistory.entity, entity), eq(rowHistory.rowId, rowId)))
    .orderBy(asc(rowHistory.at), asc(rowHistory.id))
}

/**
 * The rows of an entity by id in its projection (`toRow`, for the history diff), in one
 * statement: built as JSON by the database when it can (one text column instead of every
 * column), else in JS. Ids that match no row are absent.
 */
export async function projectedRowsByIds(
  tx: DbOrTx,
  entity: SyncEntity,
  ids: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const rowJson = rowJsonSql(entity, [])
  const where = inArray(entity.table.id, [...ids])
  if (!rowJson) {
    const rows = await tx.select().from(entity.table).where(where)
    return new Map(rows.map((row) => [String(row.id), entity.toRow(row)]))
  }
  const rows = await tx
    .select({ id: entity.table.id, row: sql<string>`${rowJson}` })
    .from(entity.table)
    .where(where)
  return new Map(
    rows.map((row) => [String(row.id), JSON.parse(row.row) as Record<string, unknown>]),
  )
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
