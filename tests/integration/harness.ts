import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import type { AppDeps } from '../../server/http/app-env'
import { createLogger } from '../../server/logger'
import { createMailer } from '../../server/modules/mail/mailer'
import { seedDemo } from '../../server/seed/demo'
import { pgTemplate } from './pg-template'
import { pgliteTemplate, type Demo } from './pglite-template'

/**
 * A real API server on a loopback port, on in-memory PGlite, or on a fresh PostgreSQL
 * database of its own when the test project runs with CELEIRO_TEST_DB=postgres
 * (TEST_DATABASE_URL names the server; the database is created, as a copy of the run's
 * template when there is one, and dropped here).
 */
export interface TestServer {
  url: string
  deps: AppDeps
  demo: Demo | undefined
  /** Every route the app registered (method and path pattern), for tests that walk them all. */
  routes: { method: string; path: string }[]
  /** Moves the server's clock forward. */
  advance: (ms: number) => void
  /** Messages written to the dev mailbox so far, newest last. */
  mails: () => string[]
  close: () => Promise<void>
}

interface TestDatabase {
  database: Database
  /** The demo seed's rows, when the database came seeded from the template. */
  demo?: Demo
  drop: () => Promise<void>
}

async function openTestDatabase(seed: boolean): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (process.env.CELEIRO_TEST_DB !== 'postgres' || !adminUrl) {
    const template = pgliteTemplate(seed)
    const database = await openDatabase({ dataDir: null, pgliteDump: template?.dump })
    return { database, demo: template?.demo, drop: async () => {} }
  }
  const { default: pg } = await import('pg')
  const name = `celeiro_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const template = pgTemplate(seed)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.name}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    database,
    demo: template?.demo,
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

export async function startTestServer(opts: { seed?: boolean } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-test-'))
  const config = {
    ...readConfig({ CELEIRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    staticDir: null,
  }
  const logger = createLogger('silent')
  const seed = opts.seed !== false
  const opened = await openTestDatabase(seed)
  const { database, drop } = opened
  const demo = seed ? (opened.demo ?? (await seedDemo(database.db))) : undefined
  let offset = 0
  const deps: AppDeps = {
    db: database.db,
    config,
    logger,
    mailer: await createMailer(config, logger),
    now: () => new Date(Date.now() + offset),
  }
  const app = createApp(deps)
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const mailDir = join(dataDir, 'mail')
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    demo,
    routes: app.routes.map((r) => ({ method: r.method, path: r.path })),
    advance: (ms) => {
      offset += ms
    },
    mails: () => {
      try {
        return readdirSync(mailDir)
          .sort()
          .map((f) => readFileSync(join(mailDir, f), 'utf8'))
      } catch {
        return []
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
