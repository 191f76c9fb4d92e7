import { liveQuery, type Subscription } from 'dexie'
import { HttpError } from '../http'
import { KEEP_EVERYTHING, mirrorKeepSchema, type MirrorKeep } from '../contracts/mirror-keep'
import { CLIENT_TOO_OLD } from '../contracts/sync'
import { SyncDatabase, type DatabaseEnv, type Row } from './database'
import { readRemote, type RemoteRead } from './read-remote'
import { DEVICE_DB_VERSION } from './device-registry'
import { mutateMany, readState, type Write } from './mutate'
import { pullAll, resetMirror } from './pull'
import { pushOutbox } from './push'
import { createStatusStore, INITIAL_STATUS, type StatusStore } from './status'
import { httpTransport, type Transport } from './transport'

export interface EngineOptions {
  userId: string
  /** The bearer token of the signed-in user (null: none: sync pauses). */
  getToken: () => string | null
  transport?: Transport
  env?: DatabaseEnv
  status?: StatusStore
  pullLimit?: number
  /** Backoff: first delay, ceiling (ms); jitter multiplies by 0.5..1. */
  backoff?: { baseMs: number; maxMs: number }
  /** A pull while healthy, to see others' changes (ms; 0 = never). */
  refreshMs?: number
  random?: () => number
  /** The clock of the device's calendar (what a partial mirror keeps depends on today). */
  now?: () => Date
  /** Start a cycle after each write (default true; tests drive cycles themselves). */
  syncOnWrite?: boolean
}

type CycleResult = 'ok' | 'offline' | 'failed' | 'paused' | 'too_old'

/**
 * The sync loop of one user: push the outbox, then pull until caught up. One runner at a
 * time (Web Locks across tabs when available, a promise chain inside the tab). Runs on start,
 * `online`, `visibilitychange` (visible), after each write, and on a backoff timer.
 */
export class SyncEngine {
  readonly db: SyncDatabase
  readonly status: StatusStore
  private readonly transport: Transport
  private timer: ReturnType<typeof setTimeout> | null = null
  private failures = 0
  private running: Promise<CycleResult> | null = null
  private again = false
  private stopped = true
  private subscriptions: Subscription[] = []
  private askedPersist = false
  /** A new choice of what the device keeps, applied at the start of the next cycle, and who waits for it. */
  private keepChange: { keep: MirrorKeep; applied: () => void } | null = null
  private readonly listeners: [EventTarget, string, () => void][] = []

  constructor(private readonly opts: EngineOptions) {
    this.db = new SyncDatabase(opts.userId, opts.env)
    this.status = opts.status ?? createStatusStore()
    this.transport = opts.transport ?? httpTransport
  }

  async start(): Promise<void> {
    this.stopped = false
    await this.db.open()
    let state = await readState(this.db)
    if (state.dbVersion !== DEVICE_DB_VERSION) {
      // New entities since the last fill: their rows lie behind the cursor, so pull everything again.
      await resetMirror(this.db)
      state = { ...(await readState(this.db)), dbVersion: DEVICE_DB_VERSION }
      await this.db.meta.put(state)
    }
    this.status.update({
      ...INITIAL_STATUS,
      running: true,
      lastSyncAt: state.lastSyncAt,
      online: onlineNow(),
    })
    await this.refreshCounts()
    // Other tabs' writes (browsers): the counts follow the database.
    this.subscriptions.push(
      liveQuery(() => this.db.outbox.count()).subscribe({
        next: (pending) => this.status.update({ pending }),
      }),
      liveQuery(() => this.db.attention.count()).subscribe({
        next: (attention) => this.status.update({ attention }),
      }),
    )
    const persisted = await globalThis.navigator?.storage?.persisted?.().catch(() => null)
    this.status.update({ persisted: persisted ?? null })
    this.listen(globalThis.window, 'online', () => {
      this.status.update({ online: true })
      this.failures = 0
      this.trigger()
    })
    this.listen(globalThis.window, 'offline', () => this.status.update({ online: false }))
    this.listen(globalThis.document, 'visibilitychange', () => {
      if (globalThis.document?.visibilityState === 'visible') this.trigger()
    })
    this.trigger()
  }

  /** Stops timers and listeners; the database stays (the queue is kept). */
  async stop(): Promise<void> {
    this.stopped = true
    this.clearTimer()
    for (const [target, type, fn] of this.listeners) target.removeEventListener(type, fn)
    this.listeners.length = 0
    for (const s of this.subscriptions) s.unsubscribe()
    this.subscriptions = []
    await this.running?.catch(() => undefined)
    this.db.close()
    this.status.update({ running: false, syncing: false })
  }

  /** The same user signed in again after a 401: go on with the kept queue. */
  resume(): void {
    this.status.update({ paused: false })
    this.failures = 0
    this.trigger()
  }

  async mutate(name: string, args: unknown): Promise<number> {
    const [id] = await this.mutateMany([{ name, args }])
    if (id === undefined) throw new Error('sync: nothing queued')
    return id
  }

  /** Many writes in one transaction (an import); see mutateMany in mutate.ts. */
  async mutateMany(writes: readonly Write[]): Promise<number[]> {
    const ids = await mutateMany(this.db, writes)
    void this.askPersist()
    await this.refreshCounts()
    if (this.opts.syncOnWrite !== false) this.trigger()
    return ids
  }

  /**
   * Changes what this device keeps (a partial mirror, sync/contracts/mirror-keep.ts): the next
   * cycle, never one already pulling with the old choice, drops the mirror and pulls it again;
   * the queued writes stay and are re-applied on top. Resolves when the mirror was dropped (its
   * pull then goes on, or waits for the network); a later choice before that replaces it.
   */
  setKeep(keep: MirrorKeep): Promise<void> {
    const parsed = mirrorKeepSchema.parse(keep)
    let change!: { keep: MirrorKeep; applied: () => void }
    const applied = new Promise<void>((resolve, reject) => {
      this.keepChange?.applied()
      change = { keep: parsed, applied: resolve }
      this.keepChange = change
      // Not `trigger`: a paused or stopped engine applies the choice too (nothing is pulled then).
      this.syncNow().catch((error: unknown) => {
        // The reset failed (the database): the choice is not applied; say so.
        if (this.keepChange === change) {
          this.keepChange = null
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    })
    return applied
  }

  /** Reads from the server what this device does not keep (read-remote.ts); fails offline (HttpError 0) or signed out. */
  async readRemote(read: RemoteRead): Promise<Map<string, Row[]>> {
    const token = this.opts.getToken()
    if (!token) throw new HttpError(401, 'unauthorized', undefined, '/sync/v1/pull')
    return readRemote(this.db, this.transport, token, read)
  }

  /** Asks for a sync soon; concurrent asks coalesce into one more cycle. */
  trigger(): void {
    if (this.stopped || this.status.getSnapshot().paused || this.status.getSnapshot().clientTooOld)
      return
    void this.syncNow()
  }

  /** Runs cycles until no new trigger arrived during the last one. */
  async syncNow(): Promise<CycleResult> {
    if (this.running) {
      this.again = true
      const joined = await this.running
      // The cycle we joined started before this ask and failed (e.g. offline then): try now.
      if (joined === 'ok' || this.stopped) return joined
      return this.syncNow()
    }
    this.clearTimer()
    const run = async (): Promise<CycleResult> => {
      let result: CycleResult
      do {
        this.again = false
        result = await this.withLock(() => this.cycle())
      } while (this.again && result === 'ok' && !this.stopped)
      return result
    }
    this.running = run()
    try {
      const result = await this.running
      this.schedule(result)
      return result
    } finally {
      this.running = null
    }
  }

  private async cycle(): Promise<CycleResult> {
    const change = this.keepChange
    if (change) {
      // Inside the one runner: no pull of the old choice writes after the reset.
      await resetMirror(this.db, change.keep)
      if (this.keepChange === change) this.keepChange = null
      change.applied()
    }
    const token = this.opts.getToken()
    if (!token) {
      this.status.update({ paused: true })
      return 'paused'
    }
    this.status.update({ syncing: true })
    try {
      const state = await readState(this.db)
      const pushed = await pushOutbox(this.db, this.transport, token, state.clientId)
      if (!pushed.ok && pushed.stop !== 'gap') {
        this.status.update({ error: pushed.stop })
        return 'failed'
      }
      // An initial sync shows as one from its start, resumed too: until its first page's total
      // is known, with none (no screen may take a partial mirror for a whole one).
      if (!state.ready && !this.status.getSnapshot().initialSync)
        this.status.update({
          initialSync: {
            done: 0,
            total: 0,
            phase: state.firstBound === undefined ? 'first' : 'rest',
          },
        })
      const pull = () =>
        pullAll(this.db, this.transport, token, {
          limit: this.opts.pullLimit,
          now: this.opts.now,
          onProgress: (p) => this.status.update({ initialSync: state.ready ? null : p }),
        })
      await pull()
      if (await keptPlaceGone(this.db)) {
        // The user's place changed and the kept one is no longer theirs: keep everything they read now.
        await resetMirror(this.db, KEEP_EVERYTHING)
        await pull()
      }
      const after = await readState(this.db)
      this.status.update({
        lastSyncAt: after.lastSyncAt,
        initialSync: null,
        // The answers came, but the browser may have gone offline since (its event came first).
        online: onlineNow(),
        error: pushed.ok ? null : 'gap',
      })
      return pushed.ok ? 'ok' : 'failed'
    } catch (err) {
      return this.classify(err)
    } finally {
      await this.refreshCounts().catch(() => undefined)
      this.status.update({ syncing: false })
    }
  }

  /** Pending and attention counts (also kept current across tabs by the live queries). */
  async refreshCounts(): Promise<void> {
    const [pending, attention] = await Promise.all([
      this.db.outbox.count(),
      this.db.attention.count(),
    ])
    this.status.update({ pending, attention })
  }

  private classify(err: unknown): CycleResult {
    if (err instanceof HttpError) {
      if (err.status === 0) {
        this.status.update({ online: false, error: 'network' })
        return 'offline'
      }
      if (err.status === 401) {
        this.status.update({ paused: true, error: null })
        return 'paused'
      }
      if (
        err.status === 409 &&
        (err.details as { reason?: unknown } | undefined)?.reason === CLIENT_TOO_OLD
      ) {
        this.status.update({ clientTooOld: true })
        return 'too_old'
      }
      this.status.update({ error: `http_${err.status}` })
      return 'failed'
    }
    this.status.update({ error: err instanceof Error ? err.message : 'error' })
    return 'failed'
  }

  private schedule(result: CycleResult): void {
    if (this.stopped || result === 'paused' || result === 'too_old') return
    if (result === 'ok') {
      this.failures = 0
      const refresh = this.opts.refreshMs ?? 60_000
      if (refresh > 0) this.timer = setTimeout(() => this.trigger(), refresh)
      return
    }
    const { baseMs, maxMs } = this.opts.backoff ?? { baseMs: 1000, maxMs: 5 * 60_000 }
    const delay =
      Math.min(maxMs, baseMs * 2 ** this.failures) * (0.5 + (this.opts.random ?? Math.random)() / 2)
    this.failures = Math.min(this.failures + 1, 30)
    this.timer = setTimeout(() => this.trigger(), delay)
  }

  /** One runner across tabs: the Web Locks API when present (browsers), else this tab only (Node tests). */
  private withLock<T>(fn: () => Promise<T>): Promise<T> {
    const locks = globalThis.navigator?.locks
    if (!locks) return fn()
    return locks.request(`celeiro-sync-${this.opts.userId}`, fn) as Promise<T>
  }

  private async askPersist(): Promise<void> {
    if (this.askedPersist) return
    this.askedPersist = true
    await this.requestPersist()
  }

  /** Asks the browser to keep this site's data (again, on the user's request); the answer is in the status. */
  async requestPersist(): Promise<boolean> {
    const storage = globalThis.navigator?.storage
    if (!storage?.persist) return false
    const persisted = await storage.persist().catch(() => false)
    this.status.update({ persisted })
    return persisted
  }

  private listen(target: EventTarget | undefined, type: string, fn: () => void): void {
    if (!target?.addEventListener) return
    target.addEventListener(type, fn)
    this.listeners.push([target, type, fn])
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}

function onlineNow(): boolean {
  return globalThis.navigator?.onLine ?? true
}

/** The hierarchy table of each level a device may keep. */
const LEVEL_TABLES = {
  convention: 'conventions',
  field: 'fields',
  sector: 'sectors',
  church: 'churches',
} as const

/** Whether the kept place (a partial mirror) is gone from the user's hierarchy, after a whole pull. */
async function keptPlaceGone(db: SyncDatabase): Promise<boolean> {
  const place = (await db.meta.get('state'))?.keep?.place
  if (!place) return false
  return (await db.entity(LEVEL_TABLES[place.level]).get(place.id)) === undefined
}
