import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { canonicalJson } from './fingerprint'
import type { SyncEntity, SyncMutation } from './registry'
import { insertHistory, rowById } from './sync.repo'

/** Fields never kept in the history (they change on every write). */
const IGNORED = new Set(['seq', 'updatedAt'])

/** The changed fields between two projections of a row: { field: { old, new } }. */
export function diffRows(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Record<string, { old: unknown; new: unknown }> {
  const changes: Record<string, { old: unknown; new: unknown }> = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of keys) {
    if (IGNORED.has(key)) continue
    const old = before?.[key] ?? null
    const now = after?.[key] ?? null
    if (canonicalJson(old) !== canonicalJson(now)) changes[key] = { old, new: now }
  }
  return changes
}

/** Reads the row a mutation touches before it runs, and records what changed after it ran. */
export async function trackHistory(
  tx: DbOrTx,
  entity: SyncEntity,
  mutation: SyncMutation,
  args: unknown,
  who: { auth: AuthContext; clientId: string; mutationId: number; at: Date },
): Promise<(tx: DbOrTx) => Promise<void>> {
  const id = mutation.rowId(args)
  const project = (row: Record<string, unknown> | undefined) =>
    row ? entity.toRow(row) : undefined
  const before = id ? project(await rowById(tx, entity, id)) : undefined
  return async (after) => {
    if (!id) return
    const changes = diffRows(before, project(await rowById(after, entity, id)))
    if (Object.keys(changes).length === 0) return
    await insertHistory(after, {
      entity: entity.name,
      rowId: id,
      action: mutation.kind,
      changes,
      userId: who.auth.userId,
      syncClientId: who.clientId,
      mutationId: who.mutationId,
      at: who.at.toISOString(),
    })
  }
}
