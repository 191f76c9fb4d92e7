import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../server/db/client'
import { fields, rowHistory, syncMutations } from '../../server/db/schema'
import { seedDemo } from '../../server/seed/demo'
import { installNetwork, newDevice, type Network } from './sync-device'
import { tokenFor } from './sync-support'

/** Issue 4: the API process is SIGKILLed in the middle of a push batch on PostgreSQL; after a restart nothing is lost or doubled. */
const adminUrl = process.env.TEST_DATABASE_URL
/** Before the device's network shim is installed. */
const realFetch = globalThis.fetch
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!adminUrl

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

describe.runIf(onPostgres)('SIGKILL during a push (PostgreSQL)', () => {
  let database: Database
  let dbName = ''
  let dbUrl = ''
  let port = 0
  let child: ChildProcess | null = null
  let net: Network
  let dataDir = ''

  async function startApi(): Promise<void> {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(port),
        CELEIRO_DATA_DIR: dataDir,
        CELEIRO_STATIC_DIR: dataDir,
        CELEIRO_DEMO: '0',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    })
    for (let i = 0; i < 300; i++) {
      try {
        if ((await realFetch(`http://127.0.0.1:${port}/api/health`)).ok) return
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('API did not start')
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'celeiro-kill-'))
    const { default: pg } = await import('pg')
    dbName = `celeiro_k_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const u = new URL(adminUrl!)
    u.pathname = `/${dbName}`
    dbUrl = u.toString()
    database = await openDatabase({ url: dbUrl })
    port = await freePort()
    net = installNetwork(() => `http://127.0.0.1:${port}`)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    net.uninstall()
    await database.close()
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('loses nothing and doubles nothing', async () => {
    const demo = await seedDemo(database.db)
    const session = await tokenFor({ deps: { db: database.db } }, 'admin@celeiro.app')
    const engine = newDevice(session.userId, () => session.token)
    net.offline = true
    await engine.start()
    const ids: string[] = []
    for (let i = 0; i < 100; i++) {
      const id = uuidv7()
      ids.push(id)
      await engine.mutate('field.create', {
        id,
        conventionId: demo.convention.id,
        name: `Campo Morto ${i}`,
      })
    }
    net.offline = false
    await startApi()
    const clientId = (await engine.db.meta.get('state'))!.clientId
    const syncing = engine.syncNow()
    // Kill the API while the batch is half applied.
    for (let i = 0; i < 1000; i++) {
      const done = await database.db
        .select({ id: syncMutations.mutationId })
        .from(syncMutations)
        .where(eq(syncMutations.clientId, clientId))
      if (done.length >= 10) break
      await new Promise((r) => setTimeout(r, 5))
    }
    child!.kill('SIGKILL')
    expect(await syncing).not.toBe('ok')
    const partial = await database.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(partial.length).toBeGreaterThanOrEqual(10)
    expect(partial.length).toBeLessThan(100)
    await startApi()
    expect(await engine.syncNow()).toBe('ok')
    const records = await database.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(records.map((r) => r.mutationId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    )
    expect(records.every((r) => r.status === 'applied')).toBe(true)
    const rows = await database.db.select().from(fields).where(inArray(fields.id, ids))
    expect(rows).toHaveLength(100)
    const history = await database.db
      .select()
      .from(rowHistory)
      .where(eq(rowHistory.syncClientId, clientId))
    expect(history).toHaveLength(100)
    expect(await engine.db.outbox.count()).toBe(0)
    expect(await engine.db.attention.count()).toBe(0)
    await engine.stop()
    child!.kill('SIGKILL')
    child = null
  }, 120_000)
})
