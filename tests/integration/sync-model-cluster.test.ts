import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../server/db/client'
import { seedDemo } from '../../server/seed/demo'
import { installNetwork, type Network } from './sync-device'
import { actionArbitrary, runScenario, type ModelServer } from './sync-model'

/**
 * Issue 20: the sync model (sync-model.ts) with two devices whose requests alternate between
 * two real API processes (`node server/main.ts`) on one PostgreSQL database: each request goes
 * to the other process than the one before (a duplicated request too), so any process answers
 * any request of a sync. Processes restart at random, also while the devices sync (SIGTERM:
 * the requests in flight finish; SIGKILL: they are cut), and both devices sync at once. Same
 * guarantees: every write exactly once or in attention, every mirror equal to the server.
 * Runs: SYNC_MODEL_CLUSTER_RUNS (default 6).
 */
const RUNS = Number(process.env.SYNC_MODEL_CLUSTER_RUNS ?? 6)
const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!adminUrl
/** Before the devices' network shim is installed. */
const realFetch = globalThis.fetch

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address ? address.port : 0
      s.close(() => resolve(port))
    })
  })
}

describe.runIf(onPostgres)('sync model on two API processes (PostgreSQL)', () => {
  let database: Database
  let demo: Awaited<ReturnType<typeof seedDemo>>
  let dbName = ''
  let dbUrl = ''
  let dataDir = ''
  let net: Network
  const ports: number[] = []
  const children: (ChildProcess | null)[] = [null, null]
  const served = [0, 0]
  let turn = 0

  async function startApi(i: number): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(ports[i]),
        CELEIRO_DATA_DIR: dataDir,
        CELEIRO_STATIC_DIR: dataDir,
        CELEIRO_DEMO: '0',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    })
    children[i] = child
    for (let t = 0; t < 600; t++) {
      if (child.exitCode !== null) throw new Error(`API ${i} exited (${child.exitCode})`)
      try {
        if ((await realFetch(`http://127.0.0.1:${ports[i]}/api/health`)).ok) return
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`API ${i} did not start`)
  }

  async function stopApi(i: number, hard: boolean): Promise<void> {
    const child = children[i]
    children[i] = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(hard ? 'SIGKILL' : 'SIGTERM')
    await exited
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'celeiro-model2-'))
    const { default: pg } = await import('pg')
    dbName = `celeiro_m2_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const u = new URL(adminUrl!)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
    database = await openDatabase({ url: dbUrl })
    demo = await seedDemo(database.db)
    ports.push(await freePort(), await freePort())
    await Promise.all([startApi(0), startApi(1)])
    // Each request to the other process than the one before.
    net = installNetwork(() => {
      const i = turn++ % 2
      served[i]!++
      return `http://127.0.0.1:${ports[i]}`
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
  }, 120_000)

  afterAll(async () => {
    net?.uninstall()
    await Promise.all([stopApi(0, true), stopApi(1, true)])
    await database?.close()
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`delivers every write of two devices exactly once or puts it in attention (${RUNS} random runs)`, async () => {
    const model: ModelServer = {
      db: () => database.db,
      demo,
      restart: async (which, hard) => {
        const i = which % 2
        await stopApi(i, hard)
        await startApi(i)
      },
    }
    const action = actionArbitrary({ devices: 2, restarts: true, restartsDuringSync: true })
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) =>
        runScenario(model, net, actions, 2),
      ),
      { numRuns: RUNS, endOnFailure: true },
    )
    // Both processes answered the devices.
    expect(served[0]).toBeGreaterThan(10)
    expect(served[1]).toBeGreaterThan(10)
  }, 300_000)
})
