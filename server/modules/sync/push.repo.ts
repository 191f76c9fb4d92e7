import { sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { DbOrTx } from '../../db/client'
import type { HistoryEntry } from './history'
import type { SyncMutationRow } from './sync.repo'

type MutationRecord = Omit<SyncMutationRow, 'appliedAt'> & { appliedAt: string }

/** A replayed mutation's record and, when it changed a row, its history entry. */
export interface RecordedMutation {
  record: MutationRecord
  history?: HistoryEntry | undefined
}

/**
 * The end of replayed mutations, in ONE statement: the client's new position
 * (`sync_clients.last_mutation_id`, moved from `after` to the last mutation's id), their records
 * (`sync_mutations`) and their history entries. One mutation or a batch of consecutive ones
 * (docs/sync.md, "Batched replay"), all of one client and user. The position moves only if it
 * still is `after`: false means another push of the same client got there first, and nothing
 * was written (the caller rolls back). The update also takes the client row's lock, so
 * concurrent pushes of one client meet here. Fewer round trips per mutation is most of the
 * replay's speed. A move clears `resume_after_restore` (a restored client's one gap).
 */
export async function recordMutations(
  tx: DbOrTx,
  entries: readonly RecordedMutation[],
  after: number,
): Promise<boolean> {
  const last = entries.at(-1)?.record
  if (!last) throw new Error('recordMutations: nothing to record')
  const records = entries.map(({ record: r }) => ({
    mutation_id: r.mutationId,
    name: r.name,
    fingerprint: r.fingerprint,
    status: r.status,
    reason: r.reason,
    answer: r.answer ?? null,
    created_at: r.createdAt,
    applied_at: r.appliedAt,
  }))
  const histories = entries.flatMap(({ record: r, history: h }) =>
    h
      ? [
          {
            id: uuidv7(),
            entity: h.entity,
            row_id: h.rowId,
            action: h.action,
            changes: h.changes,
            mutation_id: r.mutationId,
            at: r.appliedAt,
          },
        ]
      : [],
  )
  // One create entry per row: a create replayed onto its own row adds none.
  const historyInsert =
    histories.length > 0
      ? sql`, h AS (INSERT INTO row_history (id, entity, row_id, action, changes, user_id, sync_client_id, mutation_id, at)
          SELECT v.id, v.entity, v.row_id, v.action, v.changes, ${last.userId}, c.id, v.mutation_id, v.at
          FROM c, jsonb_to_recordset(${JSON.stringify(histories)}::jsonb)
               AS v(id uuid, entity text, row_id uuid, action text, changes jsonb, mutation_id int, at timestamptz)
          WHERE v.action <> 'create' OR NOT EXISTS (
            SELECT 1 FROM row_history e WHERE e.entity = v.entity AND e.row_id = v.row_id AND e.action = 'create'))`
      : sql``
  const result = await tx.execute(sql`
    WITH c AS (UPDATE sync_clients SET last_mutation_id = ${last.mutationId}, updated_at = ${last.appliedAt}, resume_after_restore = false
                WHERE id = ${last.clientId} AND last_mutation_id = ${after} RETURNING id),
         m AS (INSERT INTO sync_mutations (client_id, mutation_id, user_id, name, fingerprint, status, reason, answer, created_at, applied_at)
               SELECT c.id, v.mutation_id, ${last.userId}, v.name, v.fingerprint, v.status, v.reason, v.answer, v.created_at, v.applied_at
               FROM c, jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
                    AS v(mutation_id int, name text, fingerprint text, status text, reason jsonb, answer jsonb, created_at timestamptz, applied_at timestamptz))
    ${historyInsert}
    SELECT count(*)::int AS moved FROM c`)
  return (result as { rows: { moved: number }[] }).rows[0]?.moved === 1
}
