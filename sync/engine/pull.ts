import { SYNC_SCHEMA_VERSION, type PullAnswer, type PullChange } from '../contracts/sync'
import { DEVICE_ENTITIES } from './device-registry'
import { rowKey, type Row, type ShadowRow, type SyncDatabase } from './database'
import { readState } from './mutate'
import { ensureShadow, recompute } from './rows'
import type { Transport } from './transport'

/** Writes one page in one transaction: bulk for rows without local edits, shadow + rebase for rows with. */
async function applyPage(db: SyncDatabase, page: PullAnswer): Promise<void> {
  // Read the registry now, not at module load, so an entity registered later is not dropped.
  const known = new Set(DEVICE_ENTITIES.map((e) => e.name))
  const changes = page.changes.filter((c) => known.has(c.entity))
  await db.transaction('rw', [db.meta, db.shadow, db.outbox, ...db.entityTables()], async () => {
    const keys = changes.map((c) => rowKey(c.entity, c.id))
    const shadows = keys.length > 0 ? await db.shadow.bulkGet(keys) : []
    const puts = new Map<string, Row[]>()
    const deletes = new Map<string, string[]>()
    const shadowPuts: ShadowRow[] = []
    changes.forEach((change: PullChange, i) => {
      const row = change.row ? ({ ...change.row, id: change.id } as Row) : null
      if (shadows[i]) shadowPuts.push({ key: keys[i] ?? '', row })
      else if (row) puts.set(change.entity, [...(puts.get(change.entity) ?? []), row])
      else deletes.set(change.entity, [...(deletes.get(change.entity) ?? []), change.id])
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
    for (const entry of pending) await ensureShadow(db, entry.rowKey)
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

/** Pulls until caught up; reports progress of an initial sync; confirms the outbox on the last page. */
export async function pullAll(
  db: SyncDatabase,
  transport: Transport,
  token: string,
  opts: { limit?: number; onProgress?: (p: PullProgress) => void; now?: () => Date } = {},
): Promise<void> {
  const limit = opts.limit ?? 1000
  let progress: PullProgress | null = null
  for (let guard = 0; guard < 100_000; guard++) {
    const state = await readState(db)
    const oldest = await db.outbox.orderBy('mutationId').first()
    const page = await transport.pull(
      {
        clientId: state.clientId,
        cursor: state.cursor,
        limit,
        schemaVersion: SYNC_SCHEMA_VERSION,
        rejectedFrom: oldest?.mutationId ?? state.nextMutationId,
      },
      token,
    )
    if (page.reset) {
      await resetMirror(db)
      progress = null
      continue
    }
    if (page.total !== undefined) progress = { done: 0, total: page.total }
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
