import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { vi } from 'vitest'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import type { AppDeps } from '../../server/http/app-env'
import { createLogger } from '../../server/logger'
import { createMailer } from '../../server/modules/mail/mailer'
import { seedDemo } from '../../server/seed/demo'
import { registerDeviceMutation } from '../../sync/engine/device-registry'
import type { MirrorKeep } from '../../sync/contracts/mirror-keep'
import { SyncEngine, type EngineOptions } from '../../sync/engine/engine'
import type { Transport } from '../../sync/engine/transport'
import { registerTestMutations, tokenFor } from './sync-support'
import { freePort } from '../support/free-port'

/** Before any device's network shim is installed (the API processes' health checks bypass it). */
const realFetch = globalThis.fetch

/**
 * A PostgreSQL database of its own on the server of `adminUrl` (TEST_DATABASE_URL): its URL,
 * and `drop` to remove it (connections forced closed).
 */
export async function createTestDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg')
  const dbName = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${dbName}`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${dbName}`
  return {
    url: u.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.end()
    },
  }
}

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
  const testDb = adminUrl ? await createTestDatabase(adminUrl, 'celeiro_s') : null
  const dbUrl = testDb?.url
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
      await testDb?.drop()
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

/** A device of a `DeviceSuite`: its engine, its user's session, and the token it sends. */
export interface SuiteDevice {
  engine: SyncEngine
  token: string
  userId: string
  setToken: (token: string | null) => void
}

/**
 * The set-up of the tests that drive devices against a server in this process: the test
 * mutations on `fields` (`test.field.create|update|delete`, on the server and on the device), a
 * restartable server with the demo, the devices' network, console errors silenced.
 */
export interface DeviceSuite {
  server: RestartableServer
  net: Network
  /** The demo's convention. */
  conventionId: string
  /**
   * A started device of this user: its first cycle runs offline (the test drives the rest), then
   * the network is back online. `transport` wraps the real one; `now` is the device's clock;
   * `keep` is what the device keeps (a partial mirror), chosen in that offline cycle, before any pull.
   */
  device: (
    email: string,
    options?: { transport?: Transport; now?: () => Date; keep?: MirrorKeep },
  ) => Promise<SuiteDevice>
  /** Stops every device made since the last call. */
  stopDevices: () => Promise<void>
  /** Stops the devices, takes the network shim away and closes the server. */
  close: () => Promise<void>
}

export async function startDeviceSuite(): Promise<DeviceSuite> {
  registerTestMutations()
  for (const kind of ['create', 'update', 'delete'] as const)
    registerDeviceMutation({ name: `test.field.${kind}`, entity: 'fields', kind })
  const server = await startRestartableServer()
  const net = installNetwork(server.url)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const engines: SyncEngine[] = []
  const stopDevices = async () => {
    for (const engine of engines.splice(0)) await engine.stop()
  }
  return {
    server,
    net,
    conventionId: server.demo.convention.id,
    device: async (email, { keep, ...extra } = {}) => {
      const session = await tokenFor({ deps: server.deps() }, email)
      let token: string | null = session.token
      const engine = newDevice(session.userId, () => token, extra)
      engines.push(engine)
      net.offline = true // start() triggers a cycle: keep it offline until the test drives it
      await engine.start()
      await engine.syncNow()
      if (keep) {
        await engine.setKeep(keep)
        await engine.syncNow() // the cycle that applied it, offline, ends before the test goes on
      }
      net.offline = false
      return { engine, ...session, setToken: (t) => (token = t) }
    },
    stopDevices,
    close: async () => {
      await stopDevices()
      net.uninstall()
      await server.close()
    },
  }
}

/**
 * API processes (`node server/main.ts`, no demo) on one PostgreSQL database of their own, each
 * on a port of its own; the test opens the database too (`database`). The test starts and
 * stops them (SIGTERM: the requests in flight finish; SIGKILL: they are cut).
 */
export interface ApiProcesses {
  database: Database
  /** The base URL of process `i`, whether it runs or not. */
  url: (i: number) => string
  /** Starts process `i` and waits until it answers /api/health. */
  start: (i: number) => Promise<void>
  /** Stops process `i` (SIGKILL if `hard`, else SIGTERM) and waits until it exited. */
  stop: (i: number, hard: boolean) => Promise<void>
  /** Kills the processes, closes and drops the database, removes the data directory. */
  close: () => Promise<void>
}

export async function apiProcesses(options: {
  count: number
  /** TEST_DATABASE_URL. */
  adminUrl: string
  /** Of the database's name and of the data directory's. */
  name: string
  /** How long a start may take before it fails. */
  startTimeoutMs: number
}): Promise<ApiProcesses> {
  const dataDir = mkdtempSync(join(tmpdir(), `celeiro-${options.name}-`))
  const testDb = await createTestDatabase(options.adminUrl, `celeiro_${options.name}`)
  const database = await openDatabase({ url: testDb.url })
  const ports: number[] = []
  for (let i = 0; i < options.count; i++) ports.push(await freePort())
  const children: (ChildProcess | null)[] = ports.map(() => null)
  const url = (i: number) => `http://127.0.0.1:${ports[i]}`
  const stop = async (i: number, hard: boolean) => {
    const child = children[i]
    children[i] = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(hard ? 'SIGKILL' : 'SIGTERM')
    await exited
  }
  return {
    database,
    url,
    start: async (i) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: testDb.url,
          PORT: String(ports[i]),
          CELEIRO_DATA_DIR: dataDir,
          CELEIRO_STATIC_DIR: dataDir,
          CELEIRO_DEMO: '0',
          LOG_LEVEL: 'error',
        },
        stdio: 'ignore',
      })
      children[i] = child
      for (let t = 0; t < options.startTimeoutMs / 100; t++) {
        if (child.exitCode !== null) throw new Error(`API ${i} exited (${child.exitCode})`)
        try {
          if ((await realFetch(`${url(i)}/api/health`)).ok) return
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`API ${i} did not start`)
    },
    stop,
    close: async () => {
      await Promise.all(ports.map((_, i) => stop(i, true)))
      await database.close()
      await testDb.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
