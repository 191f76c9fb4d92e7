import { sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { DbOrTx } from '../../db/client'
import type { HistoryEntry } from './history'
import type { SyncMutationRow } from './sync.repo'

type MutationRecord = Omit<SyncMutationRow, 'appliedAt'> & { appliedAt: string }

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/**
 * The end of one replayed mutation, in ONE statement: the client's new position
 * (`sync_clients.last_mutation_id`, moved from `after` to the mutation's id), its record
 * (`sync_mutations`) and, when it changed a row, the history entry. The position moves only
 * if it still is `after`: false means another push of the same client got there first, and
 * nothing was written (the caller rolls back). The update also takes the client row's lock,
 * so concurrent pushes of one client meet here. Fewer round trips per mutation is most of
 * the replay's speed. A move clears `resume_after_restore` (a restored client's one gap).
 */
export async function recordMutation(
  tx: DbOrTx,
  record: MutationRecord,
  after: number,
  history?: HistoryEntry,
): Promise<boolean> {
  const r = record
  // One create entry per row: a create replayed onto its own row adds none.
  const firstCreate =
    history?.action === 'create'
      ? sql`AND NOT EXISTS (SELECT 1 FROM row_history WHERE entity = ${history.entity} AND row_id = ${history.rowId} AND action = 'create')`
      : sql``
  const historyInsert = history
    ? sql`, h AS (INSERT INTO row_history (id, entity, row_id, action, changes, user_id, sync_client_id, mutation_id, at)
          SELECT ${uuidv7()}, ${history.entity}, ${history.rowId}, ${history.action}, ${json(history.changes)}::jsonb,
                 ${r.userId}, ${r.clientId}, ${r.mutationId}, ${r.appliedAt} FROM c WHERE TRUE ${firstCreate})`
    : sql``
  const result = await tx.execute(sql`
    WITH c AS (UPDATE sync_clients SET last_mutation_id = ${r.mutationId}, updated_at = ${r.appliedAt}, resume_after_restore = false
                WHERE id = ${r.clientId} AND last_mutation_id = ${after} RETURNING id),
         m AS (INSERT INTO sync_mutations (client_id, mutation_id, user_id, name, fingerprint, status, reason, answer, created_at, applied_at)
               SELECT ${r.clientId}, ${r.mutationId}, ${r.userId}, ${r.name}, ${r.fingerprint}, ${r.status},
                      ${json(r.reason)}::jsonb, ${json(r.answer)}::jsonb, ${r.createdAt}, ${r.appliedAt} FROM c)
    ${historyInsert}
    SELECT count(*)::int AS moved FROM c`)
  return (result as { rows: { moved: number }[] }).rows[0]?.moved === 1
}
