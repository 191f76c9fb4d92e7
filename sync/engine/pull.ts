import {
  MAX_PULL_LIMIT,
  SYNC_SCHEMA_VERSION,
  type PullAnswer,
  type PullChange,
} from '../contracts/sync'
import { DEVICE_ENTITIES } from './device-registry'
import { rowKey, type Row, type ShadowRow, type SyncDatabase } from './database'
import { readState } from './mutate'
import { ensureShadows, recompute } from './rows'
import type { Transport } from './transport'

/** Writes one page in one transaction: bulk for rows without local edits, shadow + rebase for rows with. */
async function applyPage(db: SyncDatabase, page: PullAnswer): Promise<void> {
  // Read the registry now, not at module load, so an entity registered later is not dropped.
  const known = new Set(DEVICE_ENTITIES.map((e) => e.name))
  const changes = page.changes.filter((c) => known.has(c.entity))
  await db.transaction('rw', [db.meta, db.shadow, db.outbox, ...db.entityTables()], async () => {
    const keys = changes.map((c) => rowKey(c.entity, c.id))
    // Rows with local edits have a shadow; with none (an initial sync), skip the lookup.
    const hasShadows = keys.length > 0 && (await db.shadow.count()) > 0
    const shadows = hasShadows ? await db.shadow.bulkGet(keys) : []
    const puts = new Map<string, Row[]>()
    const deletes = new Map<string, string[]>()
    const shadowPuts: ShadowRow[] = []
    changes.forEach((change: PullChange, i) => {
      // The answer is this page's own parse: its row objects can be stored as they are.
      const row = change.row
        ? Object.assign<Record<string, unknown>, { id: string }>(change.row, { id: change.id })
        : null
      if (shadows[i]) shadowPuts.push({ key: keys[i] ?? '', row })
      else if (row) listOf(puts, change.entity).push(row)
      else listOf(deletes, change.entity).push(change.id)
    })
    for (const [entity, rows] of puts) await db.entity(entity).bulkPut(rows)
    for (const [entity, ids] of deletes) await db.entity(entity).bulkDelete(ids)
    if (shadowPuts.length > 0) await db.shadow.bulkPut(shadowPuts)
    const rebase = shadowPuts.map((s) => s.key)
    await recompute(db, rebase)
    const state = await db.meta.get('state')
    if (state) await db.meta.put({ ...state, cursor: page.cursor })
  })
}

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key)
  if (!list) map.set(key, (list = []))
  return list
}

/** Pending entries up to the confirmed id leave the outbox: rejected ones go to attention with their reason. */
async function confirm(db: SyncDatabase, page: PullAnswer, now: Date): Promise<void> {
  const reasons = new Map(page.rejected.map((r) => [r.mutationId, r.reason]))
  await db.transaction(
    'rw',
    [db.meta, db.shadow, db.outbox, db.attention, ...db.entityTables()],
    async () => {
      const done = await db.outbox.where('mutationId').belowOrEqual(page.lastMutationId).toArray()
      for (const entry of done) {
        const reason = reasons.get(entry.mutationId)
        if (reason)
          await db.attention.put({
            mutationId: entry.mutationId,
            name: entry.name,
            args: entry.args,
            createdAt: entry.createdAt,
            reason,
            at: now.toISOString(),
          })
      }
      await db.outbox.bulkDelete(done.map((e) => e.mutationId))
      await recompute(
        db,
        done.map((e) => e.rowKey),
      )
      const state = await db.meta.get('state')
      if (state) await db.meta.put({ ...state, lastSyncAt: now.toISOString(), ready: true })
    },
  )
}

/** The role or place changed: drop the mirror (not the outbox) and re-apply pending edits on an empty base. */
export async function resetMirror(db: SyncDatabase): Promise<void> {
  await db.transaction('rw', [db.meta, db.shadow, db.outbox, ...db.entityTables()], async () => {
    for (const table of db.entityTables()) await table.clear()
    await db.shadow.clear()
    const pending = await db.outbox.orderBy('mutationId').toArray()
    await ensureShadows(
      db,
      pending.map((e) => e.rowKey),
    )
    await recompute(
      db,
      pending.map((e) => e.rowKey),
    )
    const state = await db.meta.get('state')
    if (state) await db.meta.put({ ...state, cursor: 0, ready: false })
  })
}

export interface PullProgress {
  done: number
  total: number
}

/** Rows per page of an initial sync (cursor 0): bigger pages, fewer round trips. */
export const INITIAL_PULL_LIMIT = MAX_PULL_LIMIT

/**
 * Pulls until caught up; reports progress of an initial sync; confirms the outbox on the last
 * page. While a page is written, the next one is already being fetched (its cursor is known
 * from the page), so the server's time and the device's overlap; pages are still written in
 * order, and a page that fails to write discards the one fetched after it.
 */
export async function pullAll(
  db: SyncDatabase,
  transport: Transport,
  token: string,
  opts: { limit?: number; onProgress?: (p: PullProgress) => void; now?: () => Date } = {},
): Promise<void> {
  const limit = opts.limit ?? 1000
  let progress: PullProgress | null = null
  // Read once: a page's request must not wait for the previous page's write transaction
  // (IndexedDB queues a read of `meta`/`outbox` behind it). The oldest unconfirmed id cannot
  // go down during the pull (entries leave only when it ends; new ones get higher ids).
  const state = await readState(db)
  const oldest = await db.outbox.orderBy('mutationId').first()
  const rejectedFrom = oldest?.mutationId ?? state.nextMutationId
  const fetchPage = (cursor: number, initial: boolean): Promise<PullAnswer> =>
    transport.pull(
      {
        clientId: state.clientId,
        cursor,
        limit: initial ? Math.max(limit, INITIAL_PULL_LIMIT) : limit,
        schemaVersion: SYNC_SCHEMA_VERSION,
        rejectedFrom,
      },
      token,
    )
  let next: Promise<PullAnswer> = fetchPage(state.cursor, state.cursor === 0)
  for (let guard = 0; guard < 100_000; guard++) {
    const page = await next
    if (page.reset) {
      await resetMirror(db)
      progress = null
      next = fetchPage(0, true)
      continue
    }
    if (page.total !== undefined) progress = { done: 0, total: page.total }
    // An initial sync (it has a progress) keeps the big pages to its end.
    if (page.hasMore) {
      next = fetchPage(page.cursor, progress !== null)
      // Its failure surfaces when awaited; until then it must not count as unhandled.
      next.catch(() => undefined)
    }
    await applyPage(db, page)
    if (progress) {
      progress = {
        done: Math.min(
          progress.total,
          progress.done + page.changes.filter((c) => !c.deleted).length,
        ),
        total: progress.total,
      }
      opts.onProgress?.(progress)
    }
    if (!page.hasMore) {
      await confirm(db, page, opts.now?.() ?? new Date())
      return
    }
  }
}
