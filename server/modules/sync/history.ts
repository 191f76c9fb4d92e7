import type { DbOrTx } from '../../db/client'
import type { SyncEntity, SyncMutation } from './registry'
import { diffRows } from './row-diff'
import { projectedRowById } from './sync.repo'

/** One history entry: what a mutation replaced in a row. */
export interface HistoryEntry {
  entity: string
  rowId: string
  action: 'create' | 'update' | 'delete'
  changes: Record<string, { old: unknown; new: unknown }>
}

/**
 * Reads the row a mutation touches before it runs (an update or delete); the returned function reads it again after
 * the mutation ran and answers what changed (undefined when nothing did). The caller stores
 * the entry with the mutation's record, in the same transaction.
 */
export async function trackHistory(
  tx: DbOrTx,
  entity: SyncEntity,
  mutation: SyncMutation,
  args: unknown,
): Promise<(tx: DbOrTx) => Promise<HistoryEntry | undefined>> {
  const id = mutation.rowId(args)
  // A create finds no row before it (a replayed create finds its own: recordMutation then
  // keeps the first create entry only), so it is not read.
  const before =
    id && mutation.kind !== 'create' ? await projectedRowById(tx, entity, id) : undefined
  return async (after) => {
    if (!id) return undefined
    const changes = diffRows(before, await projectedRowById(after, entity, id))
    if (Object.keys(changes).length === 0) return undefined
    return { entity: entity.name, rowId: id, action: mutation.kind, changes }
  }
}
