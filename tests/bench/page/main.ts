// First: the bench entities must be in the device registry before the engine modules load.
import { BENCH_ENTITIES } from './bench-entities'
import { Dexie } from 'dexie'
import { SyncEngine } from '../../../sync/engine/engine'
import type { SyncStatus } from '../../../sync/engine/status'

/** What the runner (tests/bench/run.ts) calls through page.evaluate. */
export interface BenchApi {
  initialSync: (user: {
    userId: string
    token: string
  }) => Promise<{ ms: number; pullWaitMs: number; pulls: number; rows: Record<string, number> }>
  rawBulkPut: (chunk: number, strict: boolean) => Promise<{ ms: number; rows: number }>
  queueRenames: (fieldIds: string[], count: number) => Promise<{ ms: number; pending: number }>
  armReplay: () => void
  replayDone: () => Promise<{
    ms: number
    /** Push and pull requests during the replay, request sent -> answer received. */
    serverMs: number
    requests: number
    attention: number
    lastName: string | null
  }>
}

let engine: SyncEngine | null = null

function active(): SyncEngine {
  if (!engine) throw new Error('bench: no engine (run initialSync first)')
  return engine
}

/** Resolves when the status satisfies `done`; rejects when the engine reports a failure. */
function waitStatus(
  e: SyncEngine,
  done: (s: SyncStatus) => boolean,
  failOnError: boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const s = e.status.getSnapshot()
      if (done(s)) {
        unsubscribe()
        resolve()
      } else if (failOnError && s.error && !s.syncing) {
        unsubscribe()
        reject(new Error(`sync failed: ${s.error}`))
      }
    }
    const unsubscribe = e.status.subscribe(check)
    check()
  })
}

let replayStart = 0
let replayEnd: Promise<number> | null = null

const api: BenchApi = {
  async initialSync({ userId, token }) {
    engine = new SyncEngine({ userId, getToken: () => token, refreshMs: 0 })
    await engine.db.delete()
    let logged = 0
    const unsubscribe = engine.status.subscribe(() => {
      const p = engine?.status.getSnapshot().initialSync
      if (p && p.done - logged >= 25_000) {
        logged = p.done
        console.log(`bench-progress initial sync ${p.done}/${p.total}`)
      }
    })
    performance.setResourceTimingBufferSize(100_000)
    performance.clearResourceTimings()
    const start = performance.now()
    await engine.start()
    await waitStatus(engine, (s) => s.lastSyncAt !== null && !s.syncing, true)
    const ms = performance.now() - start
    // Request sent -> answer received, per pull: the server's and the network's share of `ms`.
    const pullTimings = performance
      .getEntriesByType('resource')
      .filter((t) => t.name.includes('/sync/v1/pull'))
    const pullWaitMs = pullTimings.reduce((sum, t) => sum + t.duration, 0)
    unsubscribe()
    const rows: Record<string, number> = {}
    for (const entity of BENCH_ENTITIES)
      rows[entity.name] = await engine.db.entity(entity.name).count()
    return { ms, pullWaitMs, pulls: pullTimings.length, rows }
  },

  /** The same rows (read back from the engine's mirror, untimed) into a plain Dexie database, `chunk` rows per bulkPut. */
  async rawBulkPut(chunk, strict) {
    const e = active()
    const data: [string, Record<string, unknown>[]][] = []
    for (const entity of BENCH_ENTITIES)
      data.push([entity.name, await e.db.entity(entity.name).toArray()])
    const raw = new Dexie(
      'celeiro-bench-raw',
      strict ? { chromeTransactionDurability: 'strict' } : {},
    )
    raw
      .version(1)
      .stores(
        Object.fromEntries(BENCH_ENTITIES.map((b) => [b.name, ['id', ...b.indexes].join(', ')])),
      )
    await raw.delete()
    await raw.open()
    let rows = 0
    const start = performance.now()
    for (const [name, all] of data) {
      for (let i = 0; i < all.length; i += chunk) {
        await raw.table(name).bulkPut(all.slice(i, i + chunk))
        rows += Math.min(chunk, all.length - i)
      }
    }
    const ms = performance.now() - start
    await raw.delete()
    return { ms, rows }
  },

  /** Offline (the runner set the context offline): `count` renames through the engine's mutate, spread over the fields. */
  async queueRenames(fieldIds, count) {
    const e = active()
    const start = performance.now()
    for (let i = 0; i < count; i++) {
      const id = fieldIds[i % fieldIds.length] ?? ''
      await e.mutate('field.update', { id, patch: { name: `Campo bench ${i + 1}` } })
    }
    return { ms: performance.now() - start, pending: await e.db.outbox.count() }
  },

  /** Call just before the runner goes online: the clock starts at the `online` event, stops when the outbox is empty (all confirmed by a pull). */
  armReplay() {
    const e = active()
    replayStart = 0
    replayEnd = new Promise<number>((resolve, reject) => {
      window.addEventListener(
        'online',
        () => {
          replayStart = performance.now()
          waitStatus(e, (s) => s.pending === 0 && !s.syncing, false).then(
            () => resolve(performance.now()),
            reject,
          )
        },
        { once: true },
      )
    })
  },

  async replayDone() {
    if (!replayEnd) throw new Error('bench: armReplay first')
    const end = await replayEnd
    const e = active()
    const outbox = await e.db.outbox.count()
    if (outbox !== 0) throw new Error(`bench: ${outbox} mutations still queued`)
    const fields = await e.db.entity('fields').toArray()
    const names = fields.map((f) => String(f.name)).filter((n) => n.startsWith('Campo bench '))
    const last = names.sort((a, b) => Number(b.slice(12)) - Number(a.slice(12)))[0] ?? null
    const requests = performance
      .getEntriesByType('resource')
      .filter(
        (t) => t.name.includes('/sync/v1/') && t.startTime >= replayStart && t.startTime <= end,
      )
    return {
      ms: end - replayStart,
      serverMs: requests.reduce((sum, t) => sum + t.duration, 0),
      requests: requests.length,
      attention: await e.db.attention.count(),
      lastName: last,
    }
  },
}

;(window as unknown as { bench: BenchApi }).bench = api
document.body.dataset.ready = 'true'
