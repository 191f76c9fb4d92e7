import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restore } from '../../server/db/backup/restore'
import { backup } from '../../server/db/backup/write'
import { fields, rowHistory, syncClients, syncMutations } from '../../server/db/schema'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { DEVICE_ENTITIES } from '../../sync/engine/device-registry'
import type { SyncEngine } from '../../sync/engine/engine'
import {
  startDeviceSuite,
  type DeviceSuite,
  type Network,
  type RestartableServer,
} from './sync-device'
import { tokenFor } from './sync-support'

/**
 * Devices across `npm run backup` and `npm run restore` (docs/backup.md), through the real sync
 * routes and the real device engine: what a device had confirmed before the backup stays,
 * what it still holds (queued, or pushed with the answer lost) is applied exactly once, what
 * only the lost database had confirmed is gone from the device too (it resets), and nothing
 * is doubled.
 */

let suite: DeviceSuite
let server: RestartableServer
let net: Network
let conventionId: string
let dir: string

beforeAll(async () => {
  suite = await startDeviceSuite()
  ;({ server, net, conventionId } = suite)
  dir = mkdtempSync(join(tmpdir(), 'celeiro-sync-restore-'))
})
afterAll(async () => {
  await suite.close()
  rmSync(dir, { recursive: true, force: true })
})

const db = () => server.deps().db
const kind = process.env.CELEIRO_TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** A device of the suite, synced once online. */
async function device(email: string) {
  const made = await suite.device(email)
  expect(await made.engine.syncNow()).toBe('ok')
  return made
}

async function create(engine: SyncEngine, name: string): Promise<string> {
  const id = uuidv7()
  await engine.mutate('test.field.create', { id, conventionId, name })
  return id
}

async function clientOf(engine: SyncEngine): Promise<string> {
  return (await engine.db.meta.get('state'))!.clientId
}

/** The server's live fields with these ids: name by id. */
async function serverFields(ids: string[]): Promise<Record<string, string>> {
  const rows = await db()
    .select()
    .from(fields)
    .where(and(inArray(fields.id, ids), isNull(fields.deletedAt)))
  return Object.fromEntries(rows.map((r) => [r.id, r.name]))
}

/** Every entity of a device's mirror: the ids and rows, sorted (to compare two devices). */
async function mirror(engine: SyncEngine): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {}
  for (const { name } of DEVICE_ENTITIES) {
    const rows = await engine.db.entity(name).toArray()
    all[name] = rows.sort((a, b) => String(a.id).localeCompare(String(b.id)))
  }
  return all
}

async function restoreBackup(file: string) {
  const summary = await restore(db(), createReadStream(file))
  // As an operator would: the server starts again on the restored database.
  await server.restart()
  return summary
}

describe('devices across a backup and a restore', { timeout: 180_000 }, () => {
  it('neither lose nor double anything: reset, then what the device still holds is applied once', async () => {
    const a = await device('admin@celeiro.app')
    const clientA = await clientOf(a.engine)

    // Before the backup: one write confirmed, one applied whose answer was lost (still queued).
    const confirmed = await create(a.engine, 'Campo Confirmado Antes')
    expect(await a.engine.syncNow()).toBe('ok')
    const unanswered = await create(a.engine, 'Campo Sem Resposta Antes')
    net.loseAnswers = 1
    expect(await a.engine.syncNow()).toBe('offline')
    expect(await a.engine.db.outbox.count()).toBe(1)

    const file = join(dir, 'backup.jsonl.gz')
    await backup({ db: db(), kind }, createWriteStream(file))

    // After the backup, on the database that will be lost:
    expect(await a.engine.syncNow()).toBe('ok') // the unanswered one confirmed (a duplicate)
    const lost = await create(a.engine, 'Campo Confirmado Depois') // confirmed: the device forgets it
    expect(await a.engine.syncNow()).toBe('ok')
    expect(await a.engine.db.entity('fields').get(lost)).toBeDefined()
    const unansweredAfter = await create(a.engine, 'Campo Sem Resposta Depois')
    net.loseAnswers = 1
    expect(await a.engine.syncNow()).toBe('offline')
    net.offline = true
    const queued = await create(a.engine, 'Campo Na Fila')
    expect(await a.engine.syncNow()).toBe('offline')
    net.offline = false
    expect(await a.engine.db.outbox.count()).toBe(2)
    // A second device, new after the backup: its client row is not in the backup at all.
    const b = await device('admin@celeiro.app')
    const clientB = await clientOf(b.engine)
    const lostB = await create(b.engine, 'Campo B Confirmado')
    expect(await b.engine.syncNow()).toBe('ok')
    const queuedB = await create(b.engine, 'Campo B Na Fila')

    await restoreBackup(file)
    const ids = [confirmed, unanswered, lost, unansweredAfter, queued, lostB, queuedB]
    expect(await serverFields(ids)).toEqual({
      [confirmed]: 'Campo Confirmado Antes',
      [unanswered]: 'Campo Sem Resposta Antes',
    })

    // Device A: its queue is pushed past the gap (mutations 3 was confirmed only by the lost
    // database), its pull is told to reset, and its mirror becomes the server's.
    expect(await a.engine.syncNow()).toBe('ok')
    expect(a.engine.status.getSnapshot()).toMatchObject({ error: null, pending: 0, attention: 0 })
    expect(await a.engine.db.entity('fields').get(lost)).toBeUndefined()
    const records = await db()
      .select({ id: syncMutations.mutationId, status: syncMutations.status })
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientA))
      .orderBy(asc(syncMutations.mutationId))
    expect(records).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      { id: 4, status: 'applied' },
      { id: 5, status: 'applied' },
    ])

    // Device B: its session was made after the backup (gone), so it signs in again; then the
    // same: its queued write applied once, the one only the lost database had is gone.
    expect(await b.engine.syncNow()).toBe('paused')
    expect(await b.engine.db.outbox.count()).toBe(1)
    b.setToken((await tokenFor({ deps: server.deps() }, 'admin@celeiro.app')).token)
    b.engine.resume()
    expect(await b.engine.syncNow()).toBe('ok')
    expect(b.engine.status.getSnapshot()).toMatchObject({ error: null, pending: 0, attention: 0 })
    expect(await b.engine.db.entity('fields').get(lostB)).toBeUndefined()
    const [rowB] = await db().select().from(syncClients).where(eq(syncClients.id, clientB))
    expect(rowB).toMatchObject({ lastMutationId: 2, resumeAfterRestore: false })

    // The server: each write the devices still held, once; none of the lost ones.
    expect(await serverFields(ids)).toEqual({
      [confirmed]: 'Campo Confirmado Antes',
      [unanswered]: 'Campo Sem Resposta Antes',
      [unansweredAfter]: 'Campo Sem Resposta Depois',
      [queued]: 'Campo Na Fila',
      [queuedB]: 'Campo B Na Fila',
    })
    const named = await db()
      .select({ name: fields.name })
      .from(fields)
      .where(
        inArray(fields.name, [
          'Campo Sem Resposta Antes',
          'Campo Sem Resposta Depois',
          'Campo Na Fila',
        ]),
      )
    expect(named).toHaveLength(3)
    const history = await db().select().from(rowHistory).where(inArray(rowHistory.rowId, ids))
    expect(history.map((h) => h.rowId).sort()).toEqual(
      [confirmed, unanswered, unansweredAfter, queued, queuedB].sort(),
    )

    // Both mirrors equal a new device's first sync: nothing lost, nothing doubled, nothing stale.
    expect(await a.engine.syncNow()).toBe('ok')
    const fresh = await device('admin@celeiro.app')
    const truth = await mirror(fresh.engine)
    expect(await mirror(a.engine)).toEqual(truth)
    expect(await mirror(b.engine)).toEqual(truth)
  })

  it('lets a client past a gap once only: after its first mutation, a gap stops the batch again', async () => {
    const a = await device('admin@celeiro.app')
    const clientId = await clientOf(a.engine)
    const id = await create(a.engine, 'Campo Antes do Segundo Backup')
    expect(await a.engine.syncNow()).toBe('ok')
    const file = join(dir, 'second.jsonl.gz')
    await backup({ db: db(), kind }, createWriteStream(file))
    await restoreBackup(file)
    const push = async (mutationId: number) => {
      const res = await fetch('/api/sync/v1/push', {
        method: 'POST',
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId,
          schemaVersion: SYNC_SCHEMA_VERSION,
          mutations: [
            {
              mutationId,
              name: 'test.field.update',
              args: { id, patch: { sigla: `S${mutationId}` } },
              schemaVersion: SYNC_SCHEMA_VERSION,
              createdAt: new Date().toISOString(),
            },
          ],
        }),
      })
      expect(res.status).toBe(200)
      return (
        (await res.json()) as { data: { lastMutationId: number; stopped?: { reason: string } } }
      ).data
    }
    // Its position is 1; mutation 5 continues past the gap once (2..4 were lost with the database)...
    expect(await push(5)).toMatchObject({ lastMutationId: 5 })
    expect(await push(5)).toMatchObject({ lastMutationId: 5 }) // a repeat: answered, not applied
    // ... and a second gap stops the batch, as always.
    expect(await push(8)).toMatchObject({ lastMutationId: 5, stopped: { reason: 'gap' } })
    const [row] = await db().select().from(fields).where(eq(fields.id, id))
    expect(row?.sigla).toBe('S5')
  })
})
