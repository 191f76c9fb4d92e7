import { sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { DbOrTx } from '../../db/client'
import type { HistoryEntry } from './history'
import type { SyncMutationRow } from './sync.repo'

type MutationRecord = Omit<SyncMutationRow, 'appliedAt'> & { appliedAt: string }

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value)

/**
 * The end of one replayed mutation, in ONE statement: its record (`sync_mutations`), the
 * client's new position (`sync_clients.last_mutation_id`) and, when it changed a row, the
 * history entry. Fewer round trips per mutation is most of the replay's speed.
 */
export async function recordMutation(
  tx: DbOrTx,
  record: MutationRecord,
  history?: HistoryEntry,
): Promise<void> {
  const r = record
  // One create entry per row: a create replayed onto its own row adds none.
  const firstCreate =
    history?.action === 'create'
      ? sql`WHERE NOT EXISTS (SELECT 1 FROM row_history WHERE entity = ${history.entity} AND row_id = ${history.rowId} AND action = 'create')`
      : sql``
  const historyInsert = history
    ? sql`, h AS (INSERT INTO row_history (id, entity, row_id, action, changes, user_id, sync_client_id, mutation_id, at)
          SELECT ${uuidv7()}, ${history.entity}, ${history.rowId}, ${history.action}, ${json(history.changes)}::jsonb,
                 ${r.userId}, ${r.clientId}, ${r.mutationId}, ${r.appliedAt} ${firstCreate})`
    : sql``
  await tx.execute(sql`
    WITH m AS (INSERT INTO sync_mutations (client_id, mutation_id, user_id, name, fingerprint, status, reason, answer, created_at, applied_at)
               VALUES (${r.clientId}, ${r.mutationId}, ${r.userId}, ${r.name}, ${r.fingerprint}, ${r.status},
                       ${json(r.reason)}::jsonb, ${json(r.answer)}::jsonb, ${r.createdAt}, ${r.appliedAt}))
    ${historyInsert}
    UPDATE sync_clients SET last_mutation_id = ${r.mutationId}, updated_at = ${r.appliedAt}
     WHERE id = ${r.clientId}`)
}
