import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'

/**
 * `npm run bench:load`: requests per second of the API under load (issue 20), with autocannon
 * on the loopback (20 connections; the load generator shares the machine's cores).
 *
 * For each database (PostgreSQL when one answers, and PGlite) a bench server process is started
 * with the demo organisation and a slice of the large data set, the demo administrator signs in,
 * and four requests are hammered, each for `--seconds`:
 *  - the stack's one-row figure: POST /auth/v1/check-login (the bearer check: one session row);
 *  - GET /auth/v1/me;
 *  - GET /sync/v1/pull, a 500-row page at cursor 0 (an initial sync's first page, with its total);
 *  - GET /sync/v1/pull, the next 500-row page (cursor > 0);
 *  - GET /sync/v1/pull of a device that is caught up (nothing new: the peak's most common pull,
 *    docs/scaling.md).
 * Then, without other load, the server's side of a replay: 1,000 tithes of one church (its
 * members, a few anonymous) pushed as a device does after a service offline, and 1,000 new
 * members of it (a spreadsheet imported offline), ten pushes of 100 one after the other; three
 * devices in turn, the median printed (`replay-1000-tithes`, `replay-1000-members`).
 * `--figures me,pull-next-500` measures only those (`replay` for the replays).
 * `BENCH_CPU_PROF=<dir>` writes the bench server's CPU profile there (node --cpu-prof).
 * Every request asks for gzip, as browsers do.
 * Prints one `load <database> <name> <req/s> <p50> <p99>` line per figure.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const seconds = Number(option('seconds', '10'))
const connections = Number(option('connections', '20'))
const members = option('members', '20000')
const only = option('db', 'both')
/** `--figures me,one-row`: only these figures (names as printed; `replay` for both replays). */
const chosen = option('figures', '')
const wanted = (name: string) => chosen === '' || chosen.split(',').includes(name)

interface Ready {
  url: string
  kind: string
  tithes: { churchId: string; memberIds: string[] }
}

const REPLAYED = 1_000
const PER_PUSH = 100

/** What the replay figures push: 1,000 tithes of one church (its members, a few anonymous), or 1,000 new members of it (a spreadsheet imported). */
const REPLAYS = {
  tithes: (ready: Ready, i: number) => ({
    name: 'tithe.create',
    args: {
      id: randomUUID(),
      churchId: ready.tithes.churchId,
      memberId:
        i % 10 === 9 ? null : (ready.tithes.memberIds[i % ready.tithes.memberIds.length] ?? null),
      amount: 1_000 + i,
      date: '2026-11-22',
      paymentMethod: i % 3 === 0 ? 'pix' : 'dinheiro',
    },
  }),
  members: (ready: Ready, i: number) => ({
    name: 'member.create',
    args: {
      id: randomUUID(),
      churchId: ready.tithes.churchId,
      name: i % 2 ? 'Conceição' : 'José',
      surname: i % 3 ? 'Sá' : 'Araújo',
      status: i % 5 === 4 ? 'visitor' : 'active',
      birthDate: '1980-05-17',
    },
  }),
}

/** Milliseconds for one device to push REPLAYED new rows, PER_PUSH at a time; fails unless all are applied. */
async function replayed(ready: Ready, token: string, kind: keyof typeof REPLAYS): Promise<number> {
  const clientId = randomUUID()
  const mutations = Array.from({ length: REPLAYED }, (_, i) => ({
    mutationId: i + 1,
    ...REPLAYS[kind](ready, i),
    schemaVersion: SYNC_SCHEMA_VERSION,
    createdAt: new Date().toISOString(),
  }))
  const start = performance.now()
  for (let from = 0; from < REPLAYED; from += PER_PUSH) {
    const answer = await fetch(`${ready.url}/api/sync/v1/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        clientId,
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: mutations.slice(from, from + PER_PUSH),
      }),
    })
    const body = (await answer.json()) as { data: { results: { status: string }[] } }
    const applied = body.data.results.filter((r) => r.status === 'applied').length
    if (applied !== PER_PUSH) throw new Error(`replay: ${applied} of ${PER_PUSH} applied`)
  }
  return performance.now() - start
}

async function startServer(pgUrl: string | null) {
  const profile = process.env.BENCH_CPU_PROF
  const flags = profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'tests/bench/server.ts'], {
    env: {
      ...process.env,
      BENCH_MEMBERS: members,
      BENCH_FINANCE: '0',
      BENCH_DATABASE_URL: pgUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('BENCH_READY ')) resolve(JSON.parse(line.slice(12)) as Ready)
    })
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit')
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { ready, stop }
}

async function pgAnswers(url: string): Promise<boolean> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function hammer(
  title: string,
  url: string,
  opts: { method?: 'GET' | 'POST'; token: string },
): Promise<{ rps: number; p50: number; p99: number }> {
  const request = {
    url,
    method: opts.method ?? 'GET',
    connections,
    // As every browser asks: the answers come gzipped, and what that costs the server counts.
    headers: { authorization: `Bearer ${opts.token}`, 'accept-encoding': 'gzip, deflate, br' },
  }
  // Warmed first (the JIT, the connections and their prepared statements), then measured.
  await autocannon({ ...request, duration: 2 })
  const result = await autocannon({ ...request, duration: seconds })
  const failed = result.non2xx + result.errors + result.timeouts
  if (failed > 0) throw new Error(`${title}: ${failed} failed requests of ${result.requests.total}`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

async function run(kind: 'postgres' | 'pglite', pgUrl: string | null) {
  const { ready, stop } = await startServer(pgUrl)
  try {
    const login = await fetch(`${ready.url}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@celeiro.app', password: DEMO_PASSWORD }),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const clientId = randomUUID()
    const pullUrl = (cursor: number) =>
      `${ready.url}/api/sync/v1/pull?clientId=${clientId}&cursor=${cursor}&limit=500`
    const page = async (cursor: number, limit = 500) =>
      (await (
        await fetch(pullUrl(cursor).replace('limit=500', `limit=${limit}`), {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { cursor: number; changes: unknown[]; hasMore: boolean } }
    const first = await page(0)
    if (first.data.changes.length !== 500)
      throw new Error(`the first page holds ${first.data.changes.length} rows, not 500`)
    // Where a device that has everything stands.
    let end = first.data
    while (end.hasMore) end = (await page(end.cursor, 2000)).data
    const figures = [
      ['one-row', `${ready.url}/api/auth/v1/check-login`, 'POST'],
      ['me', `${ready.url}/api/auth/v1/me`, 'GET'],
      ['pull-first-500', pullUrl(0), 'GET'],
      ['pull-next-500', pullUrl(first.data.cursor), 'GET'],
      ['pull-caught-up', pullUrl(end.cursor), 'GET'],
    ] as const
    for (const [name, url, method] of figures) {
      if (!wanted(name)) continue
      const { rps, p50, p99 } = await hammer(name, url, { method, token })
      process.stdout.write(
        `load ${kind} ${name} ${rps.toFixed(0)} req/s p50 ${p50} ms p99 ${p99} ms\n`,
      )
    }
    for (const rows of ['tithes', 'members'] as const) {
      if (!wanted('replay')) continue
      const runs: number[] = []
      for (let device = 0; device < 3; device++) runs.push(await replayed(ready, token, rows))
      const median = [...runs].sort((a, b) => a - b)[1] ?? 0
      const each = runs.map((ms) => (ms / 1000).toFixed(2)).join(' / ')
      process.stdout.write(
        `load ${kind} replay-1000-${rows} ${(median / 1000).toFixed(2)} s (runs ${each} s)\n`,
      )
    }
  } finally {
    await stop()
  }
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
process.stdout.write(
  `load: ${connections} connections, ${seconds} s each, ${members} members in the large slice\n`,
)
if (only !== 'pglite') {
  if (await pgAnswers(pgUrl)) await run('postgres', pgUrl)
  else process.stdout.write('load: PostgreSQL does not answer; skipped\n')
}
if (only !== 'postgres') await run('pglite', null)
