import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import type { AppDeps } from '../../server/http/app-env'
import { createLogger } from '../../server/logger'
import { createMailer } from '../../server/modules/mail/mailer'
import { seedDemo } from '../../server/seed/demo'
import { SyncEngine, type EngineOptions } from '../../sync/engine/engine'

/**
 * A server that can be stopped and started again on the same database (PGlite directory, or
 * a PostgreSQL database of its own under CELEIRO_TEST_DB=postgres), and a network between the
 * device and it that can go offline or lose answers.
 */
export interface RestartableServer {
  url: () => string
  deps: () => AppDeps
  demo: Awaited<ReturnType<typeof seedDemo>>
  restart: () => Promise<void>
  close: () => Promise<void>
}

export async function startRestartableServer(): Promise<RestartableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-sync-'))
  const adminUrl =
    process.env.CELEIRO_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  let dbUrl: string | undefined
  let dbName = ''
  if (adminUrl) {
    const { default: pg } = await import('pg')
    dbName = `celeiro_s_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const u = new URL(adminUrl)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
  }
  const config = {
    ...readConfig({ CELEIRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    staticDir: null,
  }
  const logger = createLogger('silent')
  let database: Database
  let server: ServerType
  let deps: AppDeps
  let url = ''
  const open = async () => {
    database = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: join(dataDir, 'db') })
    deps = {
      db: database.db,
      config,
      logger,
      mailer: await createMailer(config, logger),
      now: () => new Date(),
    }
    const app = createApp(deps)
    server = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  const shut = async () => {
    ;(server as HttpServer).closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await database.close()
  }
  await open()
  const demo = await seedDemo(deps!.db)
  return {
    url: () => url,
    deps: () => deps,
    demo,
    restart: async () => {
      await shut()
      await open()
    },
    close: async () => {
      await shut()
      if (adminUrl) {
        const { default: pg } = await import('pg')
        const admin = new pg.Client({ connectionString: adminUrl })
        await admin.connect()
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
        await admin.end()
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The device's network: relative /api URLs go to the server; it can be offline or lose answers. */
export interface Network {
  offline: boolean
  /** The next N answers are lost after the server handled the request. */
  loseAnswers: number
  /** The next N requests are sent twice (the first answer is thrown away). */
  duplicate: number
  requests: number
  uninstall: () => void
}

export function installNetwork(base: () => string): Network {
  const realFetch = globalThis.fetch
  const net: Network = {
    offline: false,
    loseAnswers: 0,
    duplicate: 0,
    requests: 0,
    uninstall: () => {
      globalThis.fetch = realFetch
    },
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.pathname + input.search
          : input.url
    net.requests++
    if (net.offline) throw new TypeError('fetch failed (offline)')
    if (net.duplicate > 0) {
      net.duplicate--
      await (await realFetch(base() + path, init)).text()
    }
    const res = await realFetch(base() + path, init)
    if (net.loseAnswers > 0) {
      net.loseAnswers--
      await res.text()
      throw new TypeError('fetch failed (answer lost)')
    }
    return res
  }
  return net
}

/** A device: its own IndexedDB, the engine of one user, no timers (tests drive it). */
export function newDevice(
  userId: string,
  getToken: () => string | null,
  extra: Partial<EngineOptions> = {},
): SyncEngine {
  return new SyncEngine({
    userId,
    getToken,
    env: { indexedDB: new IDBFactory(), IDBKeyRange },
    refreshMs: 0,
    syncOnWrite: false,
    backoff: { baseMs: 3_600_000, maxMs: 3_600_000 },
    ...extra,
  })
}
