import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { v7 as uuidv7 } from 'uuid'
import { openDatabase } from '../../server/db/client'
import { analyze } from '../../server/db/maintenance'
import { users } from '../../server/db/schema'
import { hashPassword } from '../../server/modules/auth/passwords'
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo'
import { seedLargeMembers } from '../../server/seed/large'
import { MAX_PULL_LIMIT, SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { titheCreateSchema } from '../../sync/contracts/treasury/tithes'
import { freePort } from '../support/free-port'

/**
 * `npm run bench:devices` (issue 20): a Sunday evening on one API process and on several. N
 * simulated devices (default 200), each the phone of one church's treasurer: it signs in, makes
 * its initial sync, then pushes T tithes (default 50) in batches of B (default 10) as the app's
 * outbox sends them, pulling until caught up after each push (the engine's cycle). Driven by
 * autocannon on the loopback, one connection per device (all at once), bounded by
 * `--max-seconds`. Then the database is checked: every tithe exactly once with its id and amount
 * (0 lost, 0 doubled: one mutation record and one history entry each), every device's mirror
 * holding its tithes, 0 failed requests.
 *
 * For each `--processes` entry (default "1,2"): a fresh copy of one seeded database (the demo,
 * `--people` members over demo:large's 700 churches, one treasurer user per device), then
 * `server/main.ts` (1) or `scripts/cluster.ts` with CELEIRO_WORKERS=n, with TRUST_PROXY=1 so
 * that each device signs in from an address of its own (X-Forwarded-For; the sign-in limits
 * count per address, docs/security.md) and LOG_LEVEL=warn. Prints one `devices` line per run.
 * PostgreSQL only (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const DEVICES = Number(option('devices', '200'))
const TITHES = Number(option('tithes', '50'))
const BATCH = Number(option('batch', '10'))
const PEOPLE = Number(option('people', '20000'))
const CONNECTIONS = Math.min(DEVICES, Number(option('connections', String(DEVICES))))
const MAX_SECONDS = Number(option('max-seconds', '600'))
const PROCESSES = option('processes', '1,2')
  .split(',')
  .map((n) => Number(n))
/** The engine's page size after the initial sync (sync/engine/pull.ts). */
const PULL_LIMIT = 1000
/** A step that failed is tried again this many times, then the device gives up (counted). */
const ATTEMPTS = 3
const NOTE = 'bench-devices'

const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

function dbUrl(name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin(sql: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

interface Place {
  email: string
  churchId: string
  memberIds: string[]
}

/** The template: demo, the large slice, one treasurer per device at a church of its own. */
async function seedTemplate(name: string): Promise<Place[]> {
  await admin(`CREATE DATABASE ${name}`)
  const database = await openDatabase({ url: dbUrl(name) })
  try {
    const demo = await seedDemo(database.db)
    const large = await seedLargeMembers(database.db, { people: PEOPLE })
    if (large.churches.length < DEVICES)
      throw new Error(`${DEVICES} devices need as many churches (${large.churches.length})`)
    const treasurer = demo.roles.find((r) => r.name === 'Tesoureiro')
    if (!treasurer) throw new Error('no Tesoureiro role in the demo')
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    const confirmed = new Date().toISOString()
    const places = large.churches.slice(0, DEVICES).map((church, i) => ({
      email: `tesouraria${i + 1}@bench.celeiro.app`,
      churchId: church.id,
      memberIds: large.membersByChurch.get(church.id) ?? [],
      church,
    }))
    await database.db.insert(users).values(
      places.map(({ email, church }, i) => ({
        clientId: church.clientId,
        conventionId: church.conventionId,
        fieldId: church.fieldId,
        sectorId: church.sectorId,
        churchId: church.id,
        roleId: treasurer.id,
        name: `Tesoureiro ${i + 1}`,
        email,
        passwordHash,
        emailConfirmedAt: confirmed,
      })),
    )
    await analyze(database.db)
    return places.map(({ email, churchId, memberIds }) => ({ email, churchId, memberIds }))
  } finally {
    await database.close()
  }
}

type Kind = 'login' | 'pull' | 'push'

interface Device {
  index: number
  place: Place
  address: string
  clientId: string
  token: string
  phase: 'login' | 'initial' | 'push' | 'pull' | 'done'
  cursor: number
  /** The next batch to push (0-based). */
  batch: number
  tithes: { id: string; amount: number; args: unknown }[]
  pulled: Set<string>
  lastMutationId: number
  attempts: number
  failures: string[]
  gaveUp: boolean
}

function newDevice(index: number, place: Place): Device {
  const today = new Date().toISOString().slice(0, 10)
  const tithes = Array.from({ length: TITHES }, (_, i) => {
    const id = uuidv7()
    const amount = 1_000 + (((index * TITHES + i) * 3_779) % 50_000)
    // As the app queues it: the contract's output (defaults filled in).
    const args = titheCreateSchema.parse({
      id,
      churchId: place.churchId,
      // Every tenth an anonymous offering, as at a real service.
      memberId: i % 10 === 9 ? null : (place.memberIds[i % place.memberIds.length] ?? null),
      amount,
      date: today,
      paymentMethod: i % 3 === 0 ? 'pix' : 'dinheiro',
      notes: `${NOTE} ${index + 1}.${i + 1}`,
    })
    return { id, amount, args }
  })
  return {
    index,
    place,
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    clientId: uuidv7(),
    token: '',
    phase: 'login',
    cursor: 0,
    batch: 0,
    tithes,
    pulled: new Set(),
    lastMutationId: 0,
    attempts: 0,
    failures: [],
    gaveUp: false,
  }
}

const batches = Math.ceil(TITHES / BATCH)

/** The device's next request (pure: autocannon may build it twice). */
function requestOf(d: Device): { kind: Kind; method: 'GET' | 'POST'; path: string; body?: string } {
  if (d.phase === 'login')
    return {
      kind: 'login',
      method: 'POST',
      path: '/api/auth/v1/login',
      body: JSON.stringify({ email: d.place.email, password: DEMO_PASSWORD }),
    }
  if (d.phase === 'push') {
    const from = d.batch * BATCH
    const createdAt = new Date().toISOString()
    const body = {
      clientId: d.clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: d.tithes.slice(from, from + BATCH).map((t, i) => ({
        mutationId: from + i + 1,
        name: 'tithe.create',
        args: t.args,
        schemaVersion: SYNC_SCHEMA_VERSION,
        createdAt,
      })),
    }
    return { kind: 'push', method: 'POST', path: '/api/sync/v1/push', body: JSON.stringify(body) }
  }
  // The oldest unconfirmed mutation: the first of the last batch pushed.
  const rejectedFrom = d.phase === 'initial' ? 1 : (d.batch - 1) * BATCH + 1
  const limit = d.phase === 'initial' ? MAX_PULL_LIMIT : PULL_LIMIT
  const query = `clientId=${d.clientId}&cursor=${d.cursor}&limit=${limit}&schemaVersion=${SYNC_SCHEMA_VERSION}&rejectedFrom=${rejectedFrom}`
  return { kind: 'pull', method: 'GET', path: `/api/sync/v1/pull?${query}` }
}

function fail(d: Device, why: string): void {
  d.failures.push(why)
  d.attempts++
  if (d.attempts >= ATTEMPTS) {
    d.gaveUp = true
    d.phase = 'done'
  }
}

/** Moves the device on with the answer to `requestOf(d)`. */
function answer(d: Device, status: number, text: string): void {
  if (status !== 200) return fail(d, `${d.phase} ${status} ${text.slice(0, 200)}`)
  let body: { data?: Record<string, unknown> }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return fail(d, `${d.phase}: unreadable answer`)
  }
  const data = body.data ?? {}
  if (d.phase === 'login') {
    d.token = String(data.token)
    d.phase = 'initial'
  } else if (d.phase === 'push') {
    const results = (data.results ?? []) as { mutationId: number; status: string }[]
    const sent = Math.min(BATCH, TITHES - d.batch * BATCH)
    const applied = results.filter((r) => r.status === 'applied' || r.status === 'duplicate')
    if (data.stopped || applied.length !== sent)
      return fail(d, `push ${JSON.stringify(data.stopped ?? results.map((r) => r.status))}`)
    d.batch++
    d.phase = 'pull'
  } else {
    const page = data as {
      reset: boolean
      changes: { entity: string; id: string }[]
      cursor: number
      hasMore: boolean
      lastMutationId: number
    }
    if (page.reset) {
      d.cursor = 0
      d.phase = 'initial'
      return
    }
    for (const c of page.changes) if (c.entity === 'tithes') d.pulled.add(c.id)
    d.cursor = page.cursor
    d.lastMutationId = page.lastMutationId
    if (!page.hasMore) d.phase = d.batch < batches ? 'push' : 'done'
  }
  d.attempts = 0
}

interface Figures {
  processes: number
  seconds: number
  requests: number
  rps: number
  tithesPerSecond: number
  p50: number
  p99: number
  byKind: Record<Kind, { count: number; p50: number; p99: number }>
  failed: number
  failures: string[]
  lost: number
  doubled: number
  mirrorsMissing: number
  /** Share of the machine's cores busy during the run, and the load generator's share. */
  busy: number
  generator: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

/** The machine's CPU time so far (Linux /proc/stat, in ticks): busy and total. */
function machineCpu(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1)
  const values = ticks.map(Number)
  const total = values.reduce((a, b) => a + b, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: total - idle, total }
}

/** Drives every device through its flow; resolves when all are done. */
async function drive(base: string, devices: Device[]) {
  const queue = [...devices]
  const latencies: Record<Kind, number[]> = { login: [], pull: [], push: [] }
  const all: number[] = []
  /** autocannon's client, with the two counters it stops a connection by. */
  type Client = autocannon.Client & { reqsMade: number; responseMax?: number }
  const slotOf = new WeakMap<object, { device: Device | undefined; sent: Kind }>()
  let lastAnswer = 0
  const started = performance.now()
  const cpuBefore = machineCpu()
  const ownBefore = process.cpuUsage()
  const options: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration: MAX_SECONDS,
    timeout: 60,
    // Replaced for each connection below; autocannon needs one to start with.
    requests: [{ method: 'GET', path: '/api/health' }],
    setupClient: (raw) => {
      const client = raw as Client
      const slot: { device: Device | undefined; sent: Kind } = {
        device: queue.shift(),
        sent: 'login',
      }
      slotOf.set(client, slot)
      client.setRequests([
        {
          setupRequest: (req) => {
            const d = slot.device!
            const r = requestOf(d)
            slot.sent = r.kind
            const headers: Record<string, string> = { 'x-forwarded-for': d.address }
            if (r.body) headers['content-type'] = 'application/json'
            if (d.token) headers.authorization = `Bearer ${d.token}`
            return { ...req, method: r.method, path: r.path, headers, body: r.body ?? '' }
          },
          onResponse: (status, body) => {
            const d = slot.device!
            answer(d, status, body)
            if (d.phase !== 'done') return
            slot.device = queue.shift()
            // No device left for this connection: it ends after this answer (autocannon stops
            // a connection that has made `responseMax` requests; it ends the run when all have).
            if (!slot.device) client.responseMax = client.reqsMade
          },
        },
      ])
    },
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: Error | null, done) =>
      err ? reject(err) : resolve(done),
    )
    instance.on('response', (client, _status, _bytes, ms) => {
      const slot = slotOf.get(client)
      if (slot) latencies[slot.sent].push(ms)
      all.push(ms)
      lastAnswer = performance.now()
    })
  })
  const seconds = (lastAnswer - started) / 1000
  const cpuAfter = machineCpu()
  const own = process.cpuUsage(ownBefore)
  // Busy share of all cores during the run, and the part of it this load generator used.
  const busy =
    cpuBefore && cpuAfter
      ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total)
      : Number.NaN
  const generator = (own.user + own.system) / 1e6 / seconds / availableParallelism()
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
  const byKind = Object.fromEntries(
    (Object.keys(latencies) as Kind[]).map((k) => {
      const s = sorted(latencies[k])
      return [k, { count: s.length, p50: percentile(s, 50), p99: percentile(s, 99) }]
    }),
  ) as Figures['byKind']
  const s = sorted(all)
  return {
    seconds,
    requests: all.length,
    p50: percentile(s, 50),
    p99: percentile(s, 99),
    byKind,
    failed: result.non2xx + result.errors + result.timeouts,
    busy,
    generator,
  }
}

/** What the database holds of the devices' tithes: lost and doubled writes. */
async function verify(url: string, devices: Device[]) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const ids = devices.flatMap((d) => d.tithes.map((t) => t.id))
    const rows = await client.query<{ id: string; amount: number }>(
      'SELECT id, amount FROM tithes WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
      [ids],
    )
    const stored = new Map(rows.rows.map((r) => [r.id, Number(r.amount)]))
    let lost = 0
    let wrong = 0
    for (const d of devices)
      for (const t of d.tithes) {
        const amount = stored.get(t.id)
        if (amount === undefined) lost++
        else if (amount !== t.amount) wrong++
      }
    const marked = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tithes WHERE notes LIKE '${NOTE} %'`,
    )
    const clientIds = devices.map((d) => d.clientId)
    const records = await client.query<{ n: number; applied: number; distinct_ids: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'applied')::int AS applied,
              count(DISTINCT (client_id, mutation_id))::int AS distinct_ids
         FROM sync_mutations WHERE client_id = ANY($1::uuid[])`,
      [clientIds],
    )
    const history = await client.query<{ n: number; distinct_ids: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT (sync_client_id, mutation_id))::int AS distinct_ids
         FROM row_history WHERE sync_client_id = ANY($1::uuid[])`,
      [clientIds],
    )
    const expected = devices.length * TITHES
    const r = records.rows[0]!
    const h = history.rows[0]!
    // Doubled: a tithe row, mutation record or history entry more than the writes made.
    const doubled =
      Math.max(0, (marked.rows[0]?.n ?? 0) - expected) +
      Math.max(0, r.n - expected) +
      (r.n - r.distinct_ids) +
      Math.max(0, h.n - expected) +
      (h.n - h.distinct_ids)
    return { lost: lost + wrong, doubled, applied: r.applied, history: h.n }
  } finally {
    await client.end()
  }
}

async function startApi(processes: number, url: string, dir: string) {
  const port = await freePort()
  const script = processes === 1 ? 'server/main.ts' : 'scripts/cluster.ts'
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      CELEIRO_WORKERS: String(processes),
      CELEIRO_DEMO: '0',
      CELEIRO_DATA_DIR: dir,
      CELEIRO_STATIC_DIR: join(dir, 'no-app'),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  // Every worker up: a few fresh connections each answered (node:cluster deals them in turn).
  let up = false
  for (let i = 0; i < 1200 && !up; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`)
    try {
      let ok = 0
      for (let j = 0; j < processes * 2; j++)
        if ((await fetch(`${base}/api/health`, { headers: { connection: 'close' } })).ok) ok++
      up = ok === processes * 2
    } catch {
      /* not up yet */
    }
    if (!up) await new Promise((r) => setTimeout(r, 100))
  }
  if (!up) throw new Error('the API did not start in 2 minutes')
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
  return { base, stop }
}

async function run(
  processes: number,
  template: string,
  places: Place[],
  round: number,
): Promise<Figures> {
  const name = `${template}_${round}_p${processes}`
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-devices-'))
  const url = dbUrl(name)
  const api = await startApi(processes, url, dir)
  try {
    const devices = places.map((place, i) => newDevice(i, place))
    const driven = await drive(api.base, devices)
    const exit = await api.stop()
    if (exit !== 0) throw new Error(`the API exited ${exit} on SIGTERM`)
    const checked = await verify(url, devices)
    const mirrorsMissing = devices.reduce(
      (n, d) => n + d.tithes.filter((t) => !d.pulled.has(t.id)).length,
      0,
    )
    const failures = devices.flatMap((d) => d.failures.map((f) => `device ${d.index + 1}: ${f}`))
    const unconfirmed = devices.filter((d) => d.lastMutationId !== TITHES || d.gaveUp).length
    if (unconfirmed > 0) failures.push(`${unconfirmed} devices not confirmed up to ${TITHES}`)
    return {
      processes,
      ...driven,
      rps: driven.requests / driven.seconds,
      tithesPerSecond: (devices.length * TITHES) / driven.seconds,
      failed: driven.failed + failures.length,
      failures,
      lost: checked.lost,
      doubled: checked.doubled,
      mirrorsMissing,
    }
  } finally {
    await api.stop()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    rmSync(dir, { recursive: true, force: true })
  }
}

const template = `celeiro_devices_${Date.now().toString(36)}`
process.stdout.write(
  `devices: ${DEVICES} devices x ${TITHES} tithes in pushes of ${BATCH}, ${CONNECTIONS} connections, ` +
    `${PEOPLE} people over the large set's churches; processes ${PROCESSES.join(', ')}\n`,
)
let failed = false
try {
  const seedStart = performance.now()
  const places = await seedTemplate(template)
  process.stdout.write(
    `devices: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`,
  )
  for (const [round, processes] of PROCESSES.entries()) {
    const f = await run(processes, template, places, round)
    const k = f.byKind
    process.stdout.write(
      `devices ${f.processes} process${f.processes > 1 ? 'es' : ''}: ${f.requests} requests in ` +
        `${f.seconds.toFixed(1)} s = ${f.rps.toFixed(0)} req/s, ${f.tithesPerSecond.toFixed(0)} tithes/s; ` +
        `p50 ${f.p50.toFixed(0)} ms p99 ${f.p99.toFixed(0)} ms ` +
        `(sign-in ${k.login.count} p99 ${k.login.p99.toFixed(0)} ms, push ${k.push.count} p99 ${k.push.p99.toFixed(0)} ms, ` +
        `pull ${k.pull.count} p99 ${k.pull.p99.toFixed(0)} ms); ` +
        `errors ${f.failed}, lost ${f.lost}, doubled ${f.doubled}, missing from mirrors ${f.mirrorsMissing}; ` +
        `cores busy ${(f.busy * 100).toFixed(0)} % (load generator ${(f.generator * 100).toFixed(0)} %)\n`,
    )
    for (const line of f.failures.slice(0, 10)) process.stdout.write(`  ${line}\n`)
    if (f.failed > 0 || f.lost > 0 || f.doubled > 0 || f.mirrorsMissing > 0) failed = true
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
}
if (failed) {
  process.stdout.write('devices: FAILED (errors, lost or doubled writes)\n')
  process.exitCode = 1
}
