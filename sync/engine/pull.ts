import {
  MAX_PULL_LIMIT,
  SYNC_SCHEMA_VERSION,
  type PullAnswer,
  type PullChange,
} from '../contracts/sync'
import { beforeKept, KEEP_EVERYTHING, keptOn, type MirrorKeep } from '../contracts/mirror-keep'
import { todayIso } from '../contracts/dates'
import { DEVICE_ENTITIES } from './device-registry'
import { rowKey, type Row, type ShadowRow, type SyncDatabase } from './database'
import { readState } from './mutate'
import { ensureShadows, listOf, pendingOf, recompute } from './rows'
import type { PullParams, Transport } from './transport'

/**
 * Writes one page in one transaction: bulk for rows without local edits, shadow + rebase for
 * rows with. `moveCursor`: false in an initial sync's first phase, whose cursor is its own.
 * `confirmAt`: the pull's last page, which also confirms the outbox (`confirmOutbox`) in the
 * same transaction, before its rows are written: a row whose every edit it confirms takes the
 * server's version at once, without its shadow written and then dropped (1,000 tithes replayed
 * after a service were written three times, docs/benchmarks.md).
 * A dated row before the kept years (a partial mirror) is dropped: a pull of changes brings a
 * row re-dated out of them, whose older version the device may hold.
 */
async function applyPage(
  db: SyncDatabase,
  page: PullAnswer,
  keep: MirrorKeep,
  { moveCursor = true, confirmAt }: { moveCursor?: boolean; confirmAt?: Date } = {},
): Promise<void> {
  // Read the registry now, not at module load, so an entity registered later is not dropped.
  const known = new Set(DEVICE_ENTITIES.map((e) => e.name))
  const dated = new Set(DEVICE_ENTITIES.filter((e) => e.partial === 'dated').map((e) => e.name))
  const changes = page.changes.filter((c) => known.has(c.entity))
  const tables = [db.meta, db.shadow, db.outbox, db.attention, ...db.entityTables()]
  await db.transaction('rw', tables, async () => {
    const confirmed = confirmAt ? await confirmOutbox(db, page, confirmAt) : []
    const keys = changes.map((c) => rowKey(c.entity, c.id))
    // Rows with local edits have a shadow; with none (an initial sync), skip the lookup.
    const hasShadows = keys.length > 0 && (await db.shadow.count()) > 0
    const shadows = hasShadows ? await db.shadow.bulkGet(keys) : []
    const shadowed = keys.filter((_, i) => shadows[i] !== undefined)
    const pending =
      shadowed.length > 0 ? new Set((await pendingOf(db, shadowed)).map((e) => e.rowKey)) : null
    const puts = new Map<string, Row[]>()
    const deletes = new Map<string, string[]>()
    const shadowPuts: ShadowRow[] = []
    const settled: string[] = []
    changes.forEach((change: PullChange, i) => {
      const key = keys[i] ?? ''
      // The answer is this page's own parse: its row objects can be stored as they are.
      const row = change.row
        ? Object.assign<Record<string, unknown>, { id: string }>(change.row, { id: change.id })
        : null
      if (shadows[i] && pending?.has(key)) shadowPuts.push({ key, row })
      else if (shadows[i]) {
        // Its edits are all confirmed: the server's version is the row (as the rebase made it).
        settled.push(key)
        if (row) listOf(puts, change.entity).push(row)
        else listOf(deletes, change.entity).push(change.id)
      } else if (row && !(dated.has(change.entity) && beforeKept(keep, row.date)))
        listOf(puts, change.entity).push(row)
      else listOf(deletes, change.entity).push(change.id)
    })
    for (const [entity, rows] of puts) await db.entity(entity).bulkPut(rows)
    for (const [entity, ids] of deletes) await db.entity(entity).bulkDelete(ids)
    if (shadowPuts.length > 0) await db.shadow.bulkPut(shadowPuts)
    if (settled.length > 0) await db.shadow.bulkDelete(settled)
    // Rebased: rows with edits still pending, and rows whose confirmed edits this page did not bring.
    const written = new Set(keys)
    await recompute(db, [
      ...shadowPuts.map((s) => s.key),
      ...confirmed.filter((key) => !written.has(key)),
    ])
    const state = await db.meta.get('state')
    if (!state) return
    await db.meta.put({
      ...state,
      ...(moveCursor && { cursor: page.cursor }),
      ...(confirmAt && { lastSyncAt: confirmAt.toISOString(), ready: true }),
    })
  })
}

/**
 * Pending entries up to the confirmed id leave the outbox: rejected ones go to attention with
 * their reason. Answers the keys of their rows, to be rebased. Runs inside applyPage's transaction.
 */
async function confirmOutbox(db: SyncDatabase, page: PullAnswer, now: Date): Promise<string[]> {
  const reasons = new Map(page.rejected.map((r) => [r.mutationId, r.reason]))
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
  return done.map((e) => e.rowKey)
}

/**
 * The role or place changed, or what the device keeps (`keep`, then kept from now on): drop the
 * mirror (not the outbox) and re-apply pending edits on an empty base.
 */
export async function resetMirror(db: SyncDatabase, keep?: MirrorKeep): Promise<void> {
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
    if (state)
      await db.meta.put({
        ...state,
        cursor: 0,
        ready: false,
        firstBound: undefined,
        keep: keep ?? state.keep,
      })
  })
}

export interface PullProgress {
  done: number
  total: number
  /** Of an initial sync's first phase (what the first screens need) or of the rest. */
  phase: 'first' | 'rest'
}

/** Rows per page of an initial sync (cursor 0): bigger pages, fewer round trips. */
export const INITIAL_PULL_LIMIT = MAX_PULL_LIMIT

type PullOptions = { limit?: number; onProgress?: (p: PullProgress) => void; now?: () => Date }

/**
 * Pulls until caught up; reports progress of an initial sync; confirms the outbox on the last
 * page. An initial sync comes in two phases (docs/sync.md, "First what the screens need"):
 * first the rows the first screens read (the hierarchy, the users, this and last month's
 * finance, the year's totals, a church's members), with a cursor of its own, then the rest from
 * cursor 0 without them; the device's cursor moves only in the second, so a first phase cut
 * short starts again.
 */
export async function pullAll(
  db: SyncDatabase,
  transport: Transport,
  token: string,
  opts: PullOptions = {},
): Promise<void> {
  const limit = opts.limit ?? MAX_PULL_LIMIT
  // Read once: a page's request must not wait for the previous page's write transaction
  // (IndexedDB queues a read of `meta`/`outbox` behind it). The oldest unconfirmed id cannot
  // go down during the pull (entries leave only when it ends; new ones get higher ids).
  const state = await readState(db)
  const oldest = await db.outbox.orderBy('mutationId').first()
  const rejectedFrom = oldest?.mutationId ?? state.nextMutationId
  const now = opts.now ?? (() => new Date())
  // The device's choice as of today (the last month always kept): one for every page of this pull.
  const keep = keptOn(state.keep ?? KEEP_EVERYTHING, todayIso(now()))
  const pager =
    (phase: Pick<PullParams, 'phase' | 'firstBound'>) =>
    (cursor: number, big: boolean): Promise<PullAnswer> =>
      transport.pull(
        {
          clientId: state.clientId,
          cursor,
          limit: big ? Math.max(limit, INITIAL_PULL_LIMIT) : limit,
          schemaVersion: SYNC_SCHEMA_VERSION,
          rejectedFrom,
          ...phase,
          ...keepParams(keep),
        },
        token,
      )
  const again = async () => {
    await resetMirror(db)
    return pullAll(db, transport, token, opts)
  }

  let firstBound = state.firstBound
  if (!state.ready && state.cursor === 0 && firstBound === undefined) {
    const progress = counter('first', opts.onProgress)
    const last = await eachPage(pager({ phase: 'first' }), 0, true, async (page) => {
      await applyPage(db, page, keep, { moveCursor: false })
      progress(page)
    })
    if (!last) return again()
    firstBound = last.cursor
    await db.meta.update('state', { firstBound })
  }
  const rest = !state.ready && firstBound !== undefined
  const progress = counter('rest', opts.onProgress)
  const last = await eachPage(
    pager(rest ? { phase: 'rest', firstBound } : {}),
    state.cursor,
    state.cursor === 0,
    async (page) => {
      // The last page confirms the outbox with its rows.
      await applyPage(db, page, keep, { confirmAt: page.hasMore ? undefined : now() })
      progress(page)
    },
  )
  if (!last) return again()
}

/** What the device keeps, as a pull's query carries it (none of it when it keeps everything). */
function keepParams(keep: MirrorKeep): Pick<PullParams, 'keepLevel' | 'keepNode' | 'keepFrom'> {
  return {
    ...(keep.place && { keepLevel: keep.place.level, keepNode: keep.place.id }),
    ...(keep.from !== null && { keepFrom: keep.from }),
  }
}

/** The progress of one phase of an initial sync: its total comes with its first page. */
function counter(phase: PullProgress['phase'], report?: (p: PullProgress) => void) {
  let progress: PullProgress | null = null
  return (page: PullAnswer) => {
    if (page.total !== undefined) progress = { done: 0, total: page.total, phase }
    if (!progress) return
    const done = progress.done + page.changes.filter((c) => !c.deleted).length
    progress = { ...progress, done: Math.min(progress.total, done) }
    report?.(progress)
  }
}

/**
 * Pulls pages from `cursor` to the last, written one by one by `write`; answers the last page,
 * or null when the server said to reset the mirror. While a page is written, the next one is
 * already being fetched (its cursor is known from the page), so the server's time and the
 * device's overlap; pages are still written in order, and a page that fails to write discards
 * the one fetched after it. `big`: an initial sync's pages, big to its end.
 */
async function eachPage(
  fetchPage: (cursor: number, big: boolean) => Promise<PullAnswer>,
  cursor: number,
  big: boolean,
  write: (page: PullAnswer) => Promise<void>,
): Promise<PullAnswer | null> {
  let next = fetchPage(cursor, big)
  for (let guard = 0; guard < 100_000; guard++) {
    const page = await next
    if (page.reset) return null
    if (page.hasMore) {
      next = fetchPage(page.cursor, big)
      // Its failure surfaces when awaited; until then it must not count as unhandled.
      next.catch(() => undefined)
    }
    await write(page)
    if (!page.hasMore) return page
  }
  throw new Error('sync: too many pull pages')
}
