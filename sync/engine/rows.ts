import type { MutationKind } from './device-registry'
import { deviceMutation } from './device-registry'
import { rowKey, splitRowKey, type OutboxEntry, type Row, type SyncDatabase } from './database'

/** The id of the row a mutation changes: every mutation's args carry it as `id`. */
export function rowIdOf(args: unknown): string {
  const id = (args as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || id === '') throw new Error('sync: mutation args need an id')
  return id
}

/** The optimistic effect of a mutation on a row (undefined = no row). */
export function applyToRow(
  row: Row | undefined,
  kind: MutationKind,
  args: unknown,
): Row | undefined {
  if (kind === 'delete') return undefined
  if (kind === 'create') return { ...(args as Row) }
  if (!row) return undefined
  const patch = (args as { patch?: Record<string, unknown> }).patch ?? {}
  return { ...row, ...patch, id: row.id }
}

export function entryRowKey(name: string, args: unknown): string {
  const def = deviceMutation(name)
  if (!def) throw new Error(`sync: unknown mutation ${name}`)
  return rowKey(def.entity, def.rowId ? def.rowId(args) : rowIdOf(args))
}

function fold(base: Row | null, pending: OutboxEntry[]): Row | undefined {
  let row = base ?? undefined
  for (const entry of pending) {
    const def = deviceMutation(entry.name)
    if (def)
      row = def.apply
        ? (def.apply(row, entry.args) as Row | undefined)
        : applyToRow(row, def.kind, entry.args)
  }
  return row
}

/**
 * Rewrites the mirror rows of these keys as server version (shadow) + pending local edits.
 * A row without pending edits loses its shadow. Runs inside a rw transaction over the
 * entity tables, shadow and outbox.
 */
export async function recompute(db: SyncDatabase, keys: Iterable<string>): Promise<void> {
  for (const key of new Set(keys)) {
    const shadow = await db.shadow.get(key)
    if (!shadow) continue
    const pending = await db.outbox.where('rowKey').equals(key).sortBy('mutationId')
    const { entity, id } = splitRowKey(key)
    const table = db.entity(entity)
    const view = pending.length === 0 ? (shadow.row ?? undefined) : fold(shadow.row, pending)
    if (view) await table.put(view)
    else await table.delete(id)
    if (pending.length === 0) await db.shadow.delete(key)
  }
}

/** Keeps the server's version of a row before its first pending local edit. */
export async function ensureShadow(db: SyncDatabase, key: string): Promise<void> {
  if (await db.shadow.get(key)) return
  const { entity, id } = splitRowKey(key)
  const current = await db.entity(entity).get(id)
  await db.shadow.put({ key, row: current ?? null })
}
