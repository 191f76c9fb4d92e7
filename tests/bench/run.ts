import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { chromiumLaunch } from '../support/chromium'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import type { BenchApi, InitialSync } from './page/main'
import type { ChartFigure, ChartRun } from './page/charts'
import type { CalendarFigure, CalendarRun } from './page/calendar'

/**
 * `npm run bench [-- --scale 0.2] [-- --pg] [-- --only event_progress]`: initial sync of the large data set (members and
 * finance rows of `npm run demo:large`) through the real pull path vs raw Dexie bulkPut, the
 * replay of 1,000 queued renames and of 1,000 tithes entered offline, search-as-you-type over
 * the mirrored members, the members import, and the tithing charts drawn over a year of mirrored
 * tithes, in headless Chromium against a real API server process.
 * See docs/benchmarks.md.
 */
const MEMBERS = 50_000
const FINANCE = 250_000
const CHUNK = 2_000
const REPLAY = 1_000
const SEARCH_QUERIES = 200
const IMPORT_ROWS = 5_000
/** Renders of the tithing charts per view; the first is printed apart (it loads the charts' chunk). */
const CHART_RUNS = 6

/** The cases `--only` can run alone after the initial sync. */
const ONLY = ['event_progress', 'member_cards', 'replay_1000_tithes'] as const

interface Options {
  scale: number
  pg: string | undefined
  /** Only this case after the initial sync (the rest of the run takes minutes of both cores). */
  only: (typeof ONLY)[number] | undefined
}

function parseArgs(argv: string[]): Options {
  let scale = 1
  let pg: string | undefined
  let only: Options['only']
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--scale') scale = Number(argv[++i])
    else if (arg.startsWith('--scale=')) scale = Number(arg.slice(8))
    else if (arg === '--pg')
      pg = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const name = arg === '--only' ? argv[++i] : arg.slice(7)
      only = ONLY.find((o) => o === name)
      if (!only) throw new Error(`--only takes one of ${ONLY.join(', ')}`)
    } else throw new Error(`unknown option ${arg} (use --scale <0..1>, --pg, --only <case>)`)
  }
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]')
  return { scale, pg, only }
}

interface Ready {
  url: string
  seedMs: number
  kind: string
  fieldIds: string[]
  seeded: { people: number; finance: number }
  tithes: { churchId: string; memberIds: string[] }
}

type Bench = { bench: BenchApi }

const root = fileURLToPath(new URL('../..', import.meta.url))
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`)
const secs = (ms: number) => Math.round(ms) / 1000
const ms = (value: number) => value.toFixed(2)
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

/** Months drawn per view of the calendar; the first is printed apart. */
const CALENDAR_RUNS = 6

/** A calendar figure's table rows and `bench calendar_<name>_*` lines: median of the runs after the first. */
function calendarRows(
  name: string,
  label: string,
  goal: string,
  f: CalendarFigure,
): { rows: string[][]; lines: string[] } {
  const [first, ...rest] = f.runs
  if (!first || rest.length === 0) throw new Error(`calendar ${name}: too few runs`)
  const med = (k: keyof CalendarRun) => median(rest.map((r) => r[k]))
  return {
    rows: [
      [
        `calendar month ${f.month}, ${label}: ${f.rows} rows, ${f.items} items (median of ${rest.length})`,
        `${ms(med('totalMs'))} ms`,
        goal,
      ],
      [`  items by day / grid drawn`, `${ms(med('computeMs'))} / ${ms(med('renderMs'))} ms`, ''],
      [`  first month drawn`, `${ms(first.totalMs)} ms`, ''],
    ],
    lines: [
      `bench calendar_${name}_total ${ms(med('totalMs'))} ms`,
      `bench calendar_${name}_compute ${ms(med('computeMs'))} ms`,
      `bench calendar_${name}_render ${ms(med('renderMs'))} ms`,
    ],
  }
}

/** A chart figure's table rows and `bench chart_<name>_*` lines: median of the runs after the first, and the first. */
function chartRows(
  name: string,
  label: string,
  firstNote: string,
  f: ChartFigure,
): { rows: string[][]; lines: string[] } {
  const [first, ...rest] = f.runs
  if (!first || rest.length === 0) throw new Error(`chart ${name}: too few runs`)
  const med = (k: keyof ChartRun) => median(rest.map((r) => r[k]))
  const parts = (r: Pick<ChartRun, 'readMs' | 'computeMs' | 'renderMs'>) =>
    `${ms(r.readMs)} / ${ms(r.computeMs)} / ${ms(r.renderMs)} ms`
  const m = { readMs: med('readMs'), computeMs: med('computeMs'), renderMs: med('renderMs') }
  return {
    rows: [
      [
        `tithing charts, ${label}: ${f.tithesOfYear} tithes of ${f.year}, ${f.charts} charts (median of ${rest.length})`,
        `${ms(med('totalMs'))} ms`,
        '',
      ],
      [`  mirror read / chart data / render to drawn`, parts(m), ''],
      [
        `  the read: the year's month sums (before: ${f.totalsRows} monthly totals; the ${f.tithesOfYear} tithes, month by month)`,
        `${ms(m.readMs)} ms (before ${ms(f.totalsReadMs)} ms; ${ms(f.rowsReadMs)} ms)`,
        '',
      ],
      [`  first render${firstNote}: total`, `${ms(first.totalMs)} ms`, ''],
      [`  first render: read / data / drawn`, parts(first), ''],
      [`  beside the charts: the list's first page and names`, `${ms(f.listPageMs)} ms`, ''],
    ],
    lines: [
      `bench chart_${name}_total ${ms(med('totalMs'))} ms`,
      `bench chart_${name}_read ${ms(m.readMs)} ms`,
      `bench chart_${name}_data ${ms(m.computeMs)} ms`,
      `bench chart_${name}_render ${ms(m.renderMs)} ms`,
      `bench chart_${name}_first_total ${ms(first.totalMs)} ms`,
      `bench chart_${name}_list_page ${ms(f.listPageMs)} ms`,
      `bench chart_${name}_read_rows_before ${ms(f.rowsReadMs)} ms`,
      `bench chart_${name}_read_totals_before ${ms(f.totalsReadMs)} ms`,
    ],
  }
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      if (line.startsWith('BENCH_READY '))
        resolve({ child, ready: JSON.parse(line.slice(12)) as Ready })
    })
  })
}

function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

async function login(url: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@celeiro.app', password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status}`)
  const body = (await res.json()) as { data: { token: string; user: { id: string } } }
  return { token: body.data.token, userId: body.data.user.id }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2))
  const members = Math.round(MEMBERS * opts.scale)
  const finance = Math.round(FINANCE * opts.scale)
  const tmp = mkdtempSync(join(tmpdir(), 'celeiro-bench-'))
  let child: ChildProcess | undefined
  let browser: Browser | undefined
  // Once, whoever asks first (the end of the run, a signal, the watchdog, a dead server).
  let cleaning: Promise<void> | null = null
  const cleanup = () =>
    (cleaning ??= (async () => {
      await browser?.close().catch(() => undefined)
      await stopServer(child)
      rmSync(tmp, { recursive: true, force: true })
    })())
  const onSignal = () => void cleanup().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  // Never hang: a stuck run (server crash mid-replay, browser wedged) cleans up and fails.
  const abort = (why: string) => {
    if (cleaning) return
    log(why)
    void cleanup().finally(() => process.exit(1))
  }
  setTimeout(() => abort('bench: timed out after 20 minutes'), 20 * 60_000).unref()
  try {
    log('building the bench page (Vite)')
    const outDir = join(tmp, 'page')
    await build({
      configFile: false,
      root: join(root, 'tests/bench/page'),
      logLevel: 'warn',
      // As the app's vite.config.ts: Lingui's macros and catalogs (the tithing charts' strings).
      plugins: [
        react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
        lingui({ configPath: join(root, 'lingui.config.ts') }),
      ],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
    log(`starting the API server (seeding ${members} + ${finance} rows)`)
    const started = await startServer({
      BENCH_MEMBERS: String(members),
      BENCH_FINANCE: String(finance),
      BENCH_STATIC_DIR: outDir,
      BENCH_DATABASE_URL: opts.pg ?? '',
    })
    child = started.child
    child.once('exit', (code) => abort(`bench: the API server exited (${code}) during the run`))
    const { ready } = started
    log(`server on ${ready.url} (${ready.kind}), seeded in ${secs(ready.seedMs)} s`)
    const user = await login(ready.url)

    browser = await chromium.launch({
      ...chromiumLaunch,
      // Our own SIGINT/SIGTERM handlers close the browser AND stop the server, then exit.
      handleSIGINT: false,
      handleSIGTERM: false,
    })
    const context = await browser.newContext()
    const page = await context.newPage()
    page.on('console', (m) => {
      if (m.text().startsWith('bench-progress')) log(m.text().slice(15))
    })
    page.on('pageerror', (e) => log(`page error: ${e.message}`))
    await page.goto(`${ready.url}/`)
    await page.waitForFunction(() => document.body.dataset.ready === 'true')

    // 100 member cards with photos to PDF (issue 52): no mirror needed, so before the sync.
    const memberCards = async () => {
      log('100 member cards with photos to PDF')
      const cards = await page.evaluate(() => (window as unknown as Bench).bench.memberCards())
      log(
        `member cards: runs ${cards.runs.map((r) => ms(r)).join(' ')} ms, first load ${ms(cards.firstLoadMs)} ms`,
      )
      process.stdout.write(
        `bench member_cards_pdf ${secs(cards.totalMs)} s (${cards.cards} cards)\n`,
      )
      process.stdout.write(
        `bench member_cards_pdf_bytes ${cards.bytes} B (${cards.images} images, photos ${kb(cards.photoBytes)} KB each)\n`,
      )
    }
    if (opts.only === 'member_cards') return await memberCards()
    if (!opts.only) await memberCards()

    log('initial sync through the engine (real pull endpoint)')
    const sync = await page.evaluate(
      (u) => (window as unknown as { bench: BenchApi }).bench.initialSync(u),
      user,
    )
    const synced = Object.values(sync.rows).reduce((a, b) => a + b, 0)
    // Every row the server counted is mirrored, the large set included.
    if (synced !== sync.total || (sync.rows.members ?? 0) < ready.seeded.people)
      throw new Error(
        `initial sync mirrored ${JSON.stringify(sync.rows)}, the server announced ${sync.total}`,
      )
    // An event's progress over a field-wide campaign (timed after the other cases, or alone).
    const eventProgress = async () => {
      log(`an event's progress over a field-wide campaign (${CALENDAR_RUNS} runs)`)
      const progress = await page.evaluate(
        (n) => (window as unknown as Bench).bench.eventProgress(n),
        CALENDAR_RUNS,
      )
      const progressMedian = (
        key: 'readMs' | 'computeMs' | 'totalMs' | 'rowsReadMs' | 'rowsComputeMs',
      ) => {
        const values = progress.runs
          .slice(1)
          .map((r) => r[key])
          .sort((a, b) => a - b)
        return values[Math.floor(values.length / 2)] ?? 0
      }
      log(
        `event progress: ${progress.revenues} revenues, ${progress.receipts} receipts of ${progress.churches} churches, runs ${progress.runs.map((r) => `${ms(r.readMs)}+${ms(r.computeMs)}`).join(' ')} ms`,
      )
      return { progress, progressMedian }
    }
    // 1,000 tithes typed offline in the service mode, then the signal back: until the outbox is empty.
    const replayTithes = async () => {
      log(`queueing ${REPLAY} tithes offline (service mode)`)
      await context.setOffline(true)
      const tithes = await page.evaluate(
        ([target, n]) => (window as unknown as Bench).bench.queueTithes(target, n),
        [ready.tithes, REPLAY] as const,
      )
      if (tithes.pending !== REPLAY)
        throw new Error(`expected ${REPLAY} tithes queued, got ${tithes.pending}`)
      await page.evaluate(() => (window as unknown as Bench).bench.armReplay())
      await context.setOffline(false)
      const titheReplay = await page.evaluate(() => (window as unknown as Bench).bench.replayDone())
      if (titheReplay.attention !== 0)
        throw new Error(`${titheReplay.attention} replayed tithes were rejected`)
      if (titheReplay.titheTotal !== tithes.total)
        throw new Error(`tithes total ${titheReplay.titheTotal}, expected ${tithes.total}`)
      return { tithes, titheReplay }
    }
    if (opts.only === 'replay_1000_tithes') {
      const { titheReplay } = await replayTithes()
      process.stdout.write(`bench replay_1000_tithes ${secs(titheReplay.ms)} s\n`)
      process.stdout.write(`bench replay_tithes_server_wait ${secs(titheReplay.serverMs)} s\n`)
      return
    }

    if (opts.only === 'event_progress') {
      const { progressMedian } = await eventProgress()
      process.stdout.write(`bench event_progress ${ms(progressMedian('totalMs'))} ms\n`)
      process.stdout.write(
        `bench event_progress_read ${ms(progressMedian('readMs'))} ms, figures ${ms(progressMedian('computeMs'))} ms\n`,
      )
      // The rows read as before session 40 (the event sums): the linked entries and their receipts.
      process.stdout.write(
        `bench event_progress_rows ${ms(progressMedian('rowsReadMs'))} ms, figures ${ms(progressMedian('rowsComputeMs'))} ms\n`,
      )
      return
    }

    log(`engine: ${secs(sync.ms)} s; raw Dexie bulkPut of the same rows`)
    const raw = await page.evaluate(
      (c) => (window as unknown as { bench: BenchApi }).bench.rawBulkPut(c, false),
      CHUNK,
    )
    log(`raw: ${secs(raw.ms)} s; raw again with the engine's strict durability`)
    const rawStrict = await page.evaluate(
      (c) => (window as unknown as { bench: BenchApi }).bench.rawBulkPut(c, true),
      CHUNK,
    )

    log('reports made on the device: cash flow and member report to PDF')
    const reports = await page.evaluate(() => (window as unknown as Bench).bench.reports())
    log(
      `reports: cash flow ${secs(reports.cashFlow.totalMs)} s (${reports.cashFlow.rows} entries), member report ${secs(reports.members.totalMs)} s (${reports.members.rows} members)`,
    )

    // Before the replays: the mirror holds the seeded year only (no bench tithes of today).
    log(`tithing charts over the busiest year (${CHART_RUNS} renders per view)`)
    const charts = await page.evaluate(
      (n) => (window as unknown as Bench).bench.charts(n),
      CHART_RUNS,
    )

    log(`the calendar's month, busiest church and organisation (${CALENDAR_RUNS} per view)`)
    const calendar = await page.evaluate(
      (n) => (window as unknown as Bench).bench.calendar(n),
      CALENDAR_RUNS,
    )
    for (const [name, f] of [
      ['busiest church', calendar.church],
      ['organisation', calendar.org],
    ] as const)
      log(
        `calendar ${name}: ${f.rows} rows, ${f.items} items, runs ${f.runs.map((r) => `${ms(r.computeMs)}+${ms(r.renderMs)}`).join(' ')} ms`,
      )

    const { progress, progressMedian } = await eventProgress()

    log(`queueing ${REPLAY} field renames offline`)
    await context.setOffline(true)
    const queued = await page.evaluate(
      ([ids, n]) => (window as unknown as { bench: BenchApi }).bench.queueRenames(ids, n),
      [ready.fieldIds, REPLAY] as const,
    )
    if (queued.pending !== REPLAY)
      throw new Error(`expected ${REPLAY} queued, got ${queued.pending}`)
    await page.evaluate(() => (window as unknown as { bench: BenchApi }).bench.armReplay())
    await context.setOffline(false)
    const replay = await page.evaluate(() =>
      (window as unknown as { bench: BenchApi }).bench.replayDone(),
    )
    if (replay.attention !== 0)
      throw new Error(`${replay.attention} replayed mutations were rejected`)
    if (replay.lastName !== `Campo bench ${REPLAY}`)
      throw new Error(`last rename not mirrored: ${replay.lastName}`)

    const { tithes, titheReplay } = await replayTithes()
    log(`search as you type over the mirrored members (${SEARCH_QUERIES} queries)`)
    const search = await page.evaluate(
      (n) => (window as unknown as Bench).bench.search(n),
      SEARCH_QUERIES,
    )

    log(`importing a ${IMPORT_ROWS}-row members file offline`)
    await context.setOffline(true)
    const imported = await page.evaluate(
      ([churchId, n]) => (window as unknown as Bench).bench.importFile(churchId, n),
      [ready.tithes.churchId, IMPORT_ROWS] as const,
    )
    if (imported.valid !== IMPORT_ROWS || imported.pending !== IMPORT_ROWS)
      throw new Error(
        `import: ${imported.valid} valid, ${imported.pending} queued of ${IMPORT_ROWS}`,
      )

    // Last (each drops the device's mirror): new devices of the administrator that keep a part.
    await context.setOffline(false)
    const choices = await page.evaluate(() => (window as unknown as Bench).bench.keepChoices())
    const partials: { label: string; sync: InitialSync }[] = []
    for (const [label, keep] of [
      [`the busiest church's sector, every year`, choices.sector],
      [`the busiest church, from ${choices.church.from?.slice(0, 4)}`, choices.church],
    ] as const) {
      log(`initial sync of a partial mirror: ${label}`)
      const partial = await page.evaluate(
        ([u, k]) => (window as unknown as Bench).bench.initialSync(u, k),
        [user, keep] as const,
      )
      partials.push({ label, sync: partial })
      const most = Object.entries(partial.rows)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([entity, n]) => `${entity} ${n}`)
      log(`  ${secs(partial.ms)} s; most rows: ${most.join(', ')}`)
    }

    const chartChurch = chartRows(
      'church',
      `busiest church "${charts.church.name}" (its treasurer)`,
      " (loads the charts' chunk: React shows the fallback >= 300 ms)",
      charts.church,
    )
    const chartOrg = chartRows('org', 'every tithe (administrator)', '', charts.org)
    const calendarChurch = calendarRows('church', 'busiest church', '< 100 ms', calendar.church)
    const calendarOrg = calendarRows('org', 'whole organisation', '< 300 ms', calendar.org)
    const ratio = sync.ms / raw.ms
    const ratioStrict = sync.ms / rawStrict.ms
    const scaleNote = opts.scale === 1 ? '' : ` (scale ${opts.scale})`
    const table = [
      ['figure', 'value', 'goal'],
      [
        `initial sync, first phase (what the first screens need), ${sync.firstRows} rows`,
        `${secs(sync.firstMs)} s`,
        '< 5 s',
      ],
      [`initial sync, engine, ${synced} rows${scaleNote}`, `${secs(sync.ms)} s`, ''],
      [`  of which waiting for ${sync.pulls} pull answers`, `${secs(sync.pullWaitMs)} s`, ''],
      ...partials.flatMap(({ label, sync: p }) => [
        [`partial mirror (${label}), ${p.total} rows`, `${secs(p.ms)} s`, ''],
        [`  its first phase, ${p.firstRows} rows`, `${secs(p.firstMs)} s`, '< 5 s'],
      ]),
      [`raw Dexie bulkPut, ${raw.rows} rows, ${CHUNK}/chunk`, `${secs(raw.ms)} s`, ''],
      ['ratio engine / raw', ratio.toFixed(2), '<= 1.5'],
      [`raw Dexie bulkPut, strict durability (as the engine)`, `${secs(rawStrict.ms)} s`, ''],
      ['ratio engine / raw strict', ratioStrict.toFixed(2), ''],
      [`replay of ${REPLAY} queued mutations`, `${secs(replay.ms)} s`, '< 5 s'],
      [
        `  of which waiting for ${replay.requests} push/pull answers`,
        `${secs(replay.serverMs)} s`,
        '',
      ],
      [`(queueing ${REPLAY} offline, untimed goal)`, `${secs(queued.ms)} s`, ''],
      [
        `replay of ${REPLAY} tithes entered offline (PostgreSQL: --pg)`,
        `${secs(titheReplay.ms)} s`,
        '< 1.5 s',
      ],
      [
        `  of which waiting for ${titheReplay.requests} push/pull answers`,
        `${secs(titheReplay.serverMs)} s`,
        '',
      ],
      [`(entering ${REPLAY} tithes offline, untimed goal)`, `${secs(tithes.ms)} s`, ''],
      [
        `search as you type, p95 of ${search.keystrokes} keystrokes, ${search.members} members`,
        `${ms(search.p95)} ms`,
        '< 16 ms',
      ],
      [`  p50 / max`, `${ms(search.p50)} / ${ms(search.max)} ms`, ''],
      [`  building the search index (once per mirror change)`, `${ms(search.buildMs)} ms`, ''],
      [
        `import of a ${IMPORT_ROWS}-row file: read and check (preview)`,
        `${secs(imported.previewMs)} s`,
        '',
      ],
      [`  then queue the ${IMPORT_ROWS} members offline`, `${secs(imported.queueMs)} s`, ''],
      ...chartChurch.rows,
      ...chartOrg.rows,
      ...calendarChurch.rows,
      ...calendarOrg.rows,
      [
        `event progress, field campaign: ${progress.revenues} revenues, ${progress.receipts} receipts, ${progress.churches} churches (median)`,
        `${ms(progressMedian('totalMs'))} ms`,
        '',
      ],
      [
        `  read ${ms(progressMedian('readMs'))} ms, figures`,
        `${ms(progressMedian('computeMs'))} ms`,
        '',
      ],
      [`PDF machinery chunk, first load`, `${ms(reports.firstLoadMs)} ms`, ''],
      [
        `cash flow PDF, 6 months of ${reports.cashFlow.rows} entries (${kb(reports.cashFlow.bytes)} KB)`,
        `${secs(reports.cashFlow.totalMs)} s`,
        '< 3 s',
      ],
      [
        `  compute ${ms(reports.cashFlow.computeMs)} ms, render`,
        `${secs(reports.cashFlow.renderMs)} s`,
        '',
      ],
      [
        `member report PDF, ${reports.members.rows} members (${kb(reports.members.bytes)} KB)`,
        `${secs(reports.members.totalMs)} s`,
        '< 5 s',
      ],
      [
        `  compute ${ms(reports.members.computeMs)} ms, render`,
        `${secs(reports.members.renderMs)} s`,
        '',
      ],
    ]
    const widths = [0, 1, 2].map((i) => Math.max(...table.map((r) => (r[i] ?? '').length)))
    const out = table.map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n')
    process.stdout.write(`\n${out}\n\n`)
    process.stdout.write(`bench initial_sync_rows ${synced} rows\n`)
    process.stdout.write(`bench initial_sync_engine ${secs(sync.ms)} s\n`)
    process.stdout.write(`bench initial_sync_first_phase ${secs(sync.firstMs)} s\n`)
    process.stdout.write(`bench initial_sync_first_phase_rows ${sync.firstRows} rows\n`)
    partials.forEach(({ sync: p }, i) => {
      const name = i === 0 ? 'sector' : 'church'
      process.stdout.write(`bench partial_sync_${name} ${secs(p.ms)} s\n`)
      process.stdout.write(`bench partial_sync_${name}_rows ${p.total} rows\n`)
      process.stdout.write(`bench partial_sync_${name}_first_phase ${secs(p.firstMs)} s\n`)
    })
    process.stdout.write(`bench initial_sync_pull_wait ${secs(sync.pullWaitMs)} s\n`)
    process.stdout.write(`bench initial_sync_raw_dexie ${secs(raw.ms)} s\n`)
    process.stdout.write(`bench initial_sync_ratio ${ratio.toFixed(2)} x\n`)
    process.stdout.write(`bench initial_sync_raw_dexie_strict ${secs(rawStrict.ms)} s\n`)
    process.stdout.write(`bench initial_sync_ratio_strict ${ratioStrict.toFixed(2)} x\n`)
    process.stdout.write(`bench replay_1000_mutations ${secs(replay.ms)} s\n`)
    process.stdout.write(`bench replay_server_wait ${secs(replay.serverMs)} s\n`)
    process.stdout.write(`bench queue_1000_mutations_offline ${secs(queued.ms)} s\n`)
    process.stdout.write(`bench replay_1000_tithes ${secs(titheReplay.ms)} s\n`)
    process.stdout.write(`bench replay_tithes_server_wait ${secs(titheReplay.serverMs)} s\n`)
    process.stdout.write(`bench enter_1000_tithes_offline ${secs(tithes.ms)} s\n`)
    process.stdout.write(`bench search_p95 ${ms(search.p95)} ms\n`)
    process.stdout.write(`bench search_p50 ${ms(search.p50)} ms\n`)
    process.stdout.write(`bench search_index_build ${ms(search.buildMs)} ms\n`)
    process.stdout.write(`bench import_5000_preview ${secs(imported.previewMs)} s\n`)
    process.stdout.write(`bench import_5000_queue ${secs(imported.queueMs)} s\n`)
    process.stdout.write(
      `bench import_5000_total ${secs(imported.previewMs + imported.queueMs)} s\n`,
    )
    for (const line of [...chartChurch.lines, ...chartOrg.lines]) process.stdout.write(`${line}\n`)
    for (const line of [...calendarChurch.lines, ...calendarOrg.lines])
      process.stdout.write(`${line}\n`)
    process.stdout.write(`bench event_progress ${ms(progressMedian('totalMs'))} ms\n`)
    process.stdout.write(`bench cash_flow_pdf ${secs(reports.cashFlow.totalMs)} s\n`)
    process.stdout.write(`bench cash_flow_pdf_bytes ${reports.cashFlow.bytes} B\n`)
    process.stdout.write(`bench member_report_pdf ${secs(reports.members.totalMs)} s\n`)
    process.stdout.write(`bench member_report_pdf_bytes ${reports.members.bytes} B\n`)
  } finally {
    await cleanup()
  }
}

main().then(
  // The Sunday school cases (issue 53) after the rest, in their own page: tests/bench/ebd.ts.
  async () => {
    for (const line of await (await import('./ebd')).benchEbd()) process.stdout.write(`${line}\n`)
    process.exit(0)
  },
  (err: unknown) => {
    log(err instanceof Error ? (err.stack ?? err.message) : String(err))
    process.exit(1)
  },
)
