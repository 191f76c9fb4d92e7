import type { DbOrTx } from '../../db/client'
import type { SyncEntity, SyncMutation } from './registry'
import { diffRows } from './row-diff'
import { projectedRowsByIds } from './sync.repo'

/** One history entry: what a mutation replaced in a row. */
export interface HistoryEntry {
  entity: string
  rowId: string
  action: 'create' | 'update' | 'delete'
  changes: Record<string, { old: unknown; new: unknown }>
}

/**
 * Reads the rows mutations of one name touch before they run (updates or deletes; each a row
 * of its own), in one statement; the returned function reads them again after the mutations
 * ran and answers what changed in each, in order (undefined where nothing did). The caller
 * stores the entries with the mutations' records, in the same transaction.
 */
export async function trackHistories(
  tx: DbOrTx,
  entity: SyncEntity,
  mutation: SyncMutation,
  argsList: readonly unknown[],
): Promise<(tx: DbOrTx) => Promise<(HistoryEntry | undefined)[]>> {
  const ids = argsList.map((args) => mutation.rowId(args))
  const rowIds = ids.filter((id): id is string => id !== undefined)
  const read = (db: DbOrTx) =>
    rowIds.length === 0
      ? Promise.resolve(new Map<string, Record<string, unknown>>())
      : projectedRowsByIds(db, entity, rowIds)
  // A create finds no row before it (a replayed create finds its own: recordMutations then
  // keeps the first create entry only), so it is not read.
  const before =
    mutation.kind === 'create' ? new Map<string, Record<string, unknown>>() : await read(tx)
  return async (after) => {
    const now = await read(after)
    return ids.map((id) => {
      if (!id) return undefined
      const changes = diffRows(before.get(id), now.get(id))
      if (Object.keys(changes).length === 0) return undefined
      return { entity: entity.name, rowId: id, action: mutation.kind, changes }
    })
  }
}

/** trackHistories for one mutation. */
export async function trackHistory(
  tx: DbOrTx,
  entity: SyncEntity,
  mutation: SyncMutation,
  args: unknown,
): Promise<(tx: DbOrTx) => Promise<HistoryEntry | undefined>> {
  const changed = await trackHistories(tx, entity, mutation, [args])
  return async (after) => (await changed(after))[0]
}
