import { spawnSync } from 'node:child_process'
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { readConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { withStartupLock } from '../server/db/locks'
import { createLogger } from '../server/logger'
import { seedDemoIfEmpty } from '../server/seed/demo'

/**
 * `npm run start:cluster`: several API processes behind one address on one PostgreSQL
 * (docs/deploy.md). This primary process migrates the database (and seeds the demo) once, then
 * forks CELEIRO_WORKERS workers (default: the number of cores), each a plain `server/main.ts`;
 * they share the listening port (node:cluster hands each new connection to a worker in turn).
 * The workers are stateless: everything shared lives in PostgreSQL, and the periodic jobs run in
 * one of them (server/jobs.ts). A worker that dies is replaced; SIGTERM or SIGINT stops them
 * all gracefully. `--build` builds the app first (after the checks below).
 */

/** A worker must outlive this to count as started; five quicker deaths in a row stop the cluster. */
const QUICK_DEATH_MS = 10_000
const MAX_QUICK_DEATHS = 5
/** After the workers' own grace period (10 s), they are killed. */
const STOP_TIMEOUT_MS = 15_000

const config = readConfig()
const logger = createLogger(config.logLevel)

if (!config.databaseUrl) {
  process.stderr.write(
    'start:cluster needs DATABASE_URL (PostgreSQL). Without it the database is PGlite, embedded in ' +
      'ONE process: several processes cannot share it. Set DATABASE_URL, or run `npm start` (one process).\n',
  )
  process.exit(2)
}
const workers = Number(process.env.CELEIRO_WORKERS || availableParallelism())
if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
  process.stderr.write(
    `CELEIRO_WORKERS must be a whole number from 1 to 256 (got '${process.env.CELEIRO_WORKERS}').\n`,
  )
  process.exit(2)
}

if (process.argv.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// Once, before any worker: the workers then find the migrations applied (they check again under
// the same lock, which costs them a few milliseconds; see server/db/locks.ts).
await withStartupLock(config.databaseUrl, async () => {
  const database = await openDatabase({ url: config.databaseUrl })
  try {
    if (config.demo) await seedDemoIfEmpty(database.db, logger)
    // Each worker's pool may open DATABASE_POOL_MAX connections, plus the jobs lock's one.
    const shown = await database.db.execute(sql`SHOW max_connections`)
    const rows = (shown as { rows: { max_connections: string }[] }).rows
    const max = Number(rows[0]?.max_connections)
    const needed = workers * config.databasePoolMax + 1
    if (needed > max - 3)
      logger.warn(
        { workers, poolMax: config.databasePoolMax, needed, maxConnections: max },
        'cluster: the workers may open more connections than PostgreSQL allows (3 are reserved); ' +
          'lower DATABASE_POOL_MAX or CELEIRO_WORKERS, or raise max_connections',
      )
  } finally {
    await database.close()
  }
})
logger.info({ workers }, 'cluster: database ready (migrations applied); starting the workers')

cluster.setupPrimary({ exec: fileURLToPath(new URL('../server/main.ts', import.meta.url)) })

const live = new Map<number, { worker: Worker; since: number }>()
let listening = 0
let quickDeaths = 0
let stopping = false

function fork(): void {
  if (stopping) return
  const worker = cluster.fork()
  live.set(worker.id, { worker, since: Date.now() })
}

cluster.on('listening', (_worker, address) => {
  listening++
  if (listening === workers)
    logger.info(`cluster: ${workers} workers on http://localhost:${address.port}`)
})

cluster.on('exit', (worker, code, signal) => {
  const entry = live.get(worker.id)
  live.delete(worker.id)
  if (stopping) {
    if (live.size === 0) process.exit(process.exitCode ?? 0)
    return
  }
  const lived = Date.now() - (entry?.since ?? 0)
  quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0
  logger.error({ pid: worker.process.pid, code, signal }, 'cluster: a worker ended')
  if (quickDeaths >= MAX_QUICK_DEATHS) {
    logger.fatal('cluster: the workers keep failing as they start; stopping')
    process.exitCode = 1
    stop()
    return
  }
  setTimeout(fork, Math.min(1000 * quickDeaths, 5000))
})

function stop(): void {
  if (stopping) return
  stopping = true
  logger.info('cluster: stopping the workers')
  for (const { worker } of live.values()) worker.process.kill('SIGTERM')
  if (live.size === 0) process.exit(process.exitCode ?? 0)
  setTimeout(() => {
    logger.warn('cluster: workers still running; killing them')
    for (const { worker } of live.values()) worker.process.kill('SIGKILL')
    process.exit(1)
  }, STOP_TIMEOUT_MS).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

for (let i = 0; i < workers; i++) fork()
