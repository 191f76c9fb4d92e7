import { Dexie } from 'dexie'
import { v7 as uuidv7 } from 'uuid'
import { DEVICE_ENTITIES } from '../../../sync/engine/device-registry'
import { mirror, startSync, stopSync } from '../../../sync/engine/api'
import { databaseName, SyncDatabase } from '../../../sync/engine/database'
import { DEVICE_DB_VERSION } from '../../../sync/engine/device-registry'
import { readState } from '../../../sync/engine/mutate'
import type { MirrorKeep } from '../../../sync/contracts/mirror-keep'
import type { SyncEngine } from '../../../sync/engine/engine'
import type { SyncStatus } from '../../../sync/engine/status'
import { runImport } from '../../../src/features/members/import/import-runner'
import { sampleImportTable } from '../../../src/features/members/import/fixtures'
import { writeCsv } from '../../../src/features/members/import/csv'
import { previewImportBytes } from '../../../src/features/members/import/validate'
import { buildMemberSearchIndex, searchMembers } from '../../../src/features/members/search-index'
import { busiest, chartFigure, type ChartFigure } from './charts'
import { reportsBench, type ReportFigure } from './reports'
import { calendarBench, type CalendarFigure } from './calendar'
import { eventProgressBench, type EventProgressFigure } from './events'
import { memberCardsBench, type CardsFigure } from './cards'

/** A device's initial sync, measured. */
export interface InitialSync {
  ms: number
  pullWaitMs: number
  pulls: number
  /** Rows mirrored per entity, and the total the server announced (both phases). */
  rows: Record<string, number>
  total: number
  /** The first phase (what the first screens need, docs/sync.md): its end and its rows. */
  firstMs: number
  firstRows: number
}

/** What the runner (tests/bench/run.ts) calls through page.evaluate. */
export interface BenchApi {
  /** A new device's initial sync; with `keep`, of a partial mirror (chosen before its first pull). */
  initialSync: (user: { userId: string; token: string }, keep?: MirrorKeep) => Promise<InitialSync>
  /** What a partial mirror would keep: the busiest church's sector (every year), the busiest church (its busiest year on). */
  keepChoices: () => Promise<{ sector: MirrorKeep; church: MirrorKeep; name: string }>
  rawBulkPut: (chunk: number, strict: boolean) => Promise<{ ms: number; rows: number }>
  queueRenames: (fieldIds: string[], count: number) => Promise<{ ms: number; pending: number }>
  /** Offline tithes as the service mode enters them (one write each), for the tithes replay. */
  queueTithes: (
    target: { churchId: string; memberIds: string[] },
    count: number,
  ) => Promise<{ ms: number; pending: number; total: number }>
  /** The members import of a `rows`-row CSV file: read + check (preview), then queue the valid rows (offline). */
  importFile: (
    churchId: string,
    rows: number,
  ) => Promise<{ previewMs: number; queueMs: number; valid: number; pending: number }>
  /** Types queries letter by letter over the mirrored members: per keystroke, one search. */
  search: (queries: number) => Promise<{
    members: number
    buildMs: number
    keystrokes: number
    p50: number
    p95: number
    max: number
  }>
  /** The tithing screen's charts over the busiest year: the busiest church's rows (its treasurer's view), then every tithe (the administrator's); `runs` times each. */
  charts: (runs: number) => Promise<{
    church: ChartFigure & { name: string }
    org: ChartFigure
  }>
  /** The cash flow of a busy church's 6 months and the member report of 5,000 people, rows to PDF. */
  reports: () => Promise<{ firstLoadMs: number; cashFlow: ReportFigure; members: ReportFigure }>
  /** The calendar's month (this month) computed and drawn: the busiest church, then every church; `runs` times each. */
  calendar: (runs: number) => Promise<{
    church: CalendarFigure & { churchId: string }
    org: CalendarFigure
  }>
  /** An event's page over a field-wide campaign (every revenue of the largest field linked): read + figures, `runs` times. */
  eventProgress: (runs: number) => Promise<EventProgressFigure>
  /** 100 member cards with photos to a finished PDF (issue 52). */
  memberCards: () => Promise<CardsFigure>
  armReplay: () => void
  replayDone: () => Promise<{
    ms: number
    /** Push and pull requests during the replay, request sent -> answer received. */
    serverMs: number
    requests: number
    attention: number
    lastName: string | null
    /** Sum of the amounts of the bench tithes in the mirror after the replay. */
    titheTotal: number
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
  async initialSync({ userId, token }, keep) {
    await stopSync()
    await Dexie.delete(databaseName(userId))
    if (keep) {
      // The choice made before the first pull, as a new device's first screen would.
      const db = new SyncDatabase(userId)
      const state = await readState(db)
      await db.meta.put({ ...state, keep, dbVersion: DEVICE_DB_VERSION })
      db.close()
    }
    engine = await startSync({ id: userId }, { getToken: () => token, refreshMs: 0 })
    let logged = 0
    const totals = { first: 0, rest: 0 }
    let firstMs = 0
    const unsubscribe = engine.status.subscribe(() => {
      const p = engine?.status.getSnapshot().initialSync
      if (p) totals[p.phase] = p.total
      // The first phase's last page written (or, at the latest, the rest's first). Its total is
      // 0 until the server has said how many rows come: not yet done then.
      const firstDone =
        p?.phase === 'rest' || (p?.phase === 'first' && p.total > 0 && p.done >= p.total)
      if (firstDone && firstMs === 0) firstMs = performance.now() - start
      if (p && p.done - logged >= 25_000) {
        logged = p.done
        console.log(`bench-progress initial sync (${p.phase}) ${p.done}/${p.total}`)
      }
    })
    performance.setResourceTimingBufferSize(100_000)
    performance.clearResourceTimings()
    const start = performance.now()
    await waitStatus(engine, (s) => s.lastSyncAt !== null && !s.syncing, true)
    const ms = performance.now() - start
    // Request sent -> answer received, per pull: the server's and the network's share of `ms`.
    const pullTimings = performance
      .getEntriesByType('resource')
      .filter((t) => t.name.includes('/sync/v1/pull'))
    const pullWaitMs = pullTimings.reduce((sum, t) => sum + t.duration, 0)
    unsubscribe()
    const rows: Record<string, number> = {}
    for (const entity of DEVICE_ENTITIES)
      rows[entity.name] = await engine.db.entity(entity.name).count()
    return {
      ms,
      pullWaitMs,
      pulls: pullTimings.length,
      rows,
      total: totals.first + totals.rest,
      firstMs,
      firstRows: totals.first,
    }
  },

  /** The same rows (read back from the engine's mirror, untimed) into a plain Dexie database, `chunk` rows per bulkPut. */
  async rawBulkPut(chunk, strict) {
    const e = active()
    const data: [string, Record<string, unknown>[]][] = []
    for (const entity of DEVICE_ENTITIES)
      data.push([entity.name, await e.db.entity(entity.name).toArray()])
    const raw = new Dexie(
      'celeiro-bench-raw',
      strict ? { chromeTransactionDurability: 'strict' } : {},
    )
    raw
      .version(1)
      .stores(
        Object.fromEntries(DEVICE_ENTITIES.map((b) => [b.name, ['id', ...b.indexes].join(', ')])),
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

  async queueTithes({ churchId, memberIds }, count) {
    const e = active()
    const today = new Date().toISOString().slice(0, 10)
    let total = 0
    const start = performance.now()
    for (let i = 0; i < count; i++) {
      const amount = 1_000 + ((i * 3_779) % 50_000)
      total += amount
      await e.mutate('tithe.create', {
        id: uuidv7(),
        churchId,
        // Every tenth an anonymous offering, as at a real service.
        memberId: i % 10 === 9 ? null : (memberIds[i % memberIds.length] ?? null),
        amount,
        date: today,
        paymentMethod: i % 3 === 0 ? 'pix' : 'dinheiro',
        notes: `bench ${i + 1}`,
      })
    }
    return { ms: performance.now() - start, pending: await e.db.outbox.count(), total }
  },

  async importFile(churchId, rows) {
    const e = active()
    const before = await e.db.outbox.count()
    const bytes = new TextEncoder().encode(writeCsv(sampleImportTable(rows)))
    const registry = new Set(
      ((await e.db.entity('members').toArray()) as { cpf?: string | null }[])
        .map((m) => m.cpf ?? '')
        .filter(Boolean),
    )
    let start = performance.now()
    const preview = await previewImportBytes(bytes, registry)
    const previewMs = performance.now() - start
    start = performance.now()
    await runImport(preview.rows, churchId, () => undefined)
    const queueMs = performance.now() - start
    return {
      previewMs,
      queueMs,
      valid: preview.valid,
      pending: (await e.db.outbox.count()) - before,
    }
  },

  async search(queries) {
    const e = active()
    const rows = (await e.db.entity('members').toArray()) as unknown as {
      name: string
      surname: string | null
      cpf: string | null
    }[]
    let start = performance.now()
    const index = buildMemberSearchIndex(rows)
    const buildMs = performance.now() - start
    // What people type: a first name and the start of the surname, a CPF's first digits, misses.
    const typed: string[] = []
    for (let i = 0; i < queries; i++) {
      const row = rows[(i * 7_919) % rows.length]
      if (!row) break
      if (i % 5 === 3) typed.push((row.cpf ?? '').slice(0, 7))
      else if (i % 5 === 4) typed.push(`${row.name.slice(0, 3)}zq`)
      else typed.push(`${row.name.split(' ')[0] ?? ''} ${(row.surname ?? '').slice(0, 4)}`)
    }
    const times: number[] = []
    for (const text of typed)
      for (let n = 1; n <= text.length; n++) {
        start = performance.now()
        searchMembers(index, text.slice(0, n), 50)
        times.push(performance.now() - start)
      }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
    return {
      members: rows.length,
      buildMs,
      keystrokes: times.length,
      p50: at(0.5),
      p95: at(0.95),
      max: times[times.length - 1] ?? 0,
    }
  },

  async keepChoices() {
    active()
    const { year, churchId, name } = await busiest()
    const church = await mirror('churches').get(churchId)
    if (!church?.sectorId) throw new Error('bench: the busiest church has no sector')
    return {
      sector: { place: { level: 'sector', id: church.sectorId }, from: null },
      church: { place: { level: 'church', id: churchId }, from: `${year}-01-01` },
      name,
    }
  },

  async charts(runs) {
    active()
    const { year, churchId, name } = await busiest()
    const church = { ...(await chartFigure(churchId, year, runs)), name }
    return { church, org: await chartFigure(null, year, runs) }
  },

  reports: () => reportsBench(),
  calendar: (runs) => calendarBench(runs),
  eventProgress: (runs) => eventProgressBench(runs),
  memberCards: () => memberCardsBench(),

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
    const tithes = (await e.db.entity('tithes').toArray()) as { notes?: string; amount?: number }[]
    const titheTotal = tithes
      .filter((t) => t.notes?.startsWith('bench '))
      .reduce((sum, t) => sum + (t.amount ?? 0), 0)
    return {
      titheTotal,
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
