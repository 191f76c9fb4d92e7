import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import { createLogger } from '../../server/logger'
import { createMailer } from '../../server/modules/mail/mailer'
import { seedDemo } from '../../server/seed/demo'
import { seedLargeMembers } from '../../server/seed/large'
import { LARGE_TREASURY_ROWS, seedLargeTreasury } from '../../server/seed/large-treasury'
import { serveApp } from '../../server/static'
import { analyze } from '../../server/db/maintenance'

/**
 * The bench's API server process: a fresh database (in-memory PGlite, or a new PostgreSQL
 * database when BENCH_DATABASE_URL names a server), the demo organisation, then the REAL large
 * data set of `npm run demo:large` (members over 700 churches, finance rows), then the real app
 * (API + the built bench page) on a loopback port. Prints one `BENCH_READY {json}` line;
 * SIGTERM closes and drops everything.
 */
const members = Number(process.env.BENCH_MEMBERS ?? 0)
const finance = Number(process.env.BENCH_FINANCE ?? 0)
const staticDir = process.env.BENCH_STATIC_DIR ?? null
const adminUrl = process.env.BENCH_DATABASE_URL || undefined

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!adminUrl) return { database: await openDatabase({ dataDir: null }), drop: async () => {} }
  const { default: pg } = await import('pg')
  const name = `celeiro_bench_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-bench-data-'))
const config = { ...readConfig({ CELEIRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), staticDir }
const logger = createLogger('silent')
const { database, drop } = await openBenchDatabase()
const demo = await seedDemo(database.db)
const seedStart = performance.now()
const large = await seedLargeMembers(database.db, { people: members })
// The finance rows in demo:large's proportions (tithes, revenues, receipts), scaled to `finance`.
const share = finance / Object.values(LARGE_TREASURY_ROWS).reduce((a, b) => a + b, 0)
const counts = {
  tithes: Math.round(LARGE_TREASURY_ROWS.tithes * share),
  revenues: Math.round(LARGE_TREASURY_ROWS.revenues * share),
  receipts: Math.round(LARGE_TREASURY_ROWS.receipts * share),
}
await seedLargeTreasury(database.db, large, { counts })
// As demo:large does after its bulk load (and as the server's maintenance or autovacuum would).
await analyze(database.db)
const seedMs = performance.now() - seedStart
// Where the tithes replay writes: the first large church and its members.
const titheChurch = large.churches[0]

const app = createApp({
  db: database.db,
  config,
  logger,
  mailer: await createMailer(config, logger),
  now: () => new Date(),
})
if (staticDir) serveApp(app, staticDir)
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  void (async () => {
    const fieldRows = await database.db.execute(
      sql`SELECT id FROM fields WHERE deleted_at IS NULL ORDER BY id`,
    )
    const rows = (fieldRows as { rows: { id: string }[] }).rows
    const ready = {
      url: `http://127.0.0.1:${info.port}`,
      seedMs,
      kind: database.kind,
      fieldIds: rows.map((r) => r.id),
      demo: Boolean(demo),
      seeded: { people: members, finance: counts.tithes + counts.revenues + counts.receipts },
      tithes: {
        churchId: titheChurch?.id ?? '',
        memberIds: large.membersByChurch.get(titheChurch?.id ?? '') ?? [],
      },
    }
    process.stdout.write(`BENCH_READY ${JSON.stringify(ready)}\n`)
  })()
})

let closing = false
const shutdown = () => {
  if (closing) return
  closing = true
  server.close()
  void database
    .close()
    .then(drop)
    .catch(() => undefined)
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
