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
 * The outbox entries of these rows, oldest first. Dexie's `anyOf` walks an index cursor that
 * jumps from key to key, a round trip to the browser's database each (1,000 tithes confirmed
 * at once are 1,000 jumps): when the outbox is not much bigger than the keys it is read whole
 * (in mutationId order, its primary key) and filtered; else one read per key, all asked at once.
 */
export async function pendingOf(db: SyncDatabase, keys: readonly string[]): Promise<OutboxEntry[]> {
  if ((await db.outbox.count()) <= keys.length * 4) {
    const wanted = new Set(keys)
    return (await db.outbox.toArray()).filter((entry) => wanted.has(entry.rowKey))
  }
  const lists = await Promise.all(
    keys.map((key) => db.outbox.where('rowKey').equals(key).toArray()),
  )
  return lists.flat().sort((a, b) => a.mutationId - b.mutationId)
}

/**
 * Rewrites the mirror rows of these keys as server version (shadow) + pending local edits.
 * A row without pending edits loses its shadow. Runs inside a rw transaction over the
 * entity tables, shadow and outbox; reads and writes in bulk (an import recomputes thousands).
 */
export async function recompute(db: SyncDatabase, keys: Iterable<string>): Promise<void> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return
  const shadows = await db.shadow.bulkGet(unique)
  const shadowed = unique.filter((_, i) => shadows[i] !== undefined)
  if (shadowed.length === 0) return
  const pendingByKey = new Map<string, OutboxEntry[]>()
  for (const entry of await pendingOf(db, shadowed)) listOf(pendingByKey, entry.rowKey).push(entry)
  const puts = new Map<string, Row[]>()
  const deletes = new Map<string, string[]>()
  const settled: string[] = []
  unique.forEach((key, i) => {
    const shadow = shadows[i]
    if (!shadow) return
    const pending = pendingByKey.get(key) ?? []
    const { entity, id } = splitRowKey(key)
    const view = pending.length === 0 ? (shadow.row ?? undefined) : fold(shadow.row, pending)
    if (view) listOf(puts, entity).push(view)
    else listOf(deletes, entity).push(id)
    if (pending.length === 0) settled.push(key)
  })
  for (const [entity, rows] of puts) await db.entity(entity).bulkPut(rows)
  for (const [entity, ids] of deletes) await db.entity(entity).bulkDelete(ids)
  if (settled.length > 0) await db.shadow.bulkDelete(settled)
}

/** Keeps the server's version of these rows before their first pending local edit. */
export async function ensureShadows(db: SyncDatabase, keys: Iterable<string>): Promise<void> {
  const unique = [...new Set(keys)]
  if (unique.length === 0) return
  const existing = await db.shadow.bulkGet(unique)
  const missing = new Map<string, string[]>()
  unique.forEach((key, i) => {
    if (existing[i]) return
    const { entity, id } = splitRowKey(key)
    listOf(missing, entity).push(id)
  })
  const shadows: { key: string; row: Row | null }[] = []
  for (const [entity, ids] of missing) {
    const rows = await db.entity(entity).bulkGet(ids)
    ids.forEach((id, i) => shadows.push({ key: rowKey(entity, id), row: rows[i] ?? null }))
  }
  if (shadows.length > 0) await db.shadow.bulkPut(shadows)
}

/** The list under `key`, made empty on first use. */
export function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key)
  if (!list) map.set(key, (list = []))
  return list
}
