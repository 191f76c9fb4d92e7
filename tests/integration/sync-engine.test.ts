import { count, eq, isNull, and } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fields, rowHistory, sessions, syncMutations } from '../../server/db/schema'
import type { SyncEngine } from '../../sync/engine/engine'
import {
  startDeviceSuite,
  type DeviceSuite,
  type Network,
  type RestartableServer,
} from './sync-device'
import { setRolePermissions, tokenFor } from './sync-support'

let suite: DeviceSuite
let server: RestartableServer
let net: Network
let conventionId: string

beforeAll(async () => {
  suite = await startDeviceSuite()
  ;({ server, net, conventionId } = suite)
})
afterEach(async () => {
  net.offline = false
  net.loseAnswers = 0
  await suite.stopDevices()
})
afterAll(async () => {
  await suite.close()
})

const device = (email: string) => suite.device(email)
const db = () => server.deps().db
const serverField = async (id: string) =>
  (await db().select().from(fields).where(eq(fields.id, id)))[0]
async function mutationsOf(engine: SyncEngine) {
  const state = await engine.db.meta.get('state')
  return (
    await db()
      .select({ n: count() })
      .from(syncMutations)
      .where(eq(syncMutations.clientId, state!.clientId))
  )[0]!.n
}

describe('the sync engine against a real server', () => {
  it('queues writes offline and delivers each exactly once', async () => {
    const { engine } = await device('admin@celeiro.app')
    expect(engine.status.getSnapshot().online).toBe(false)
    const a = uuidv7()
    const b = uuidv7()
    await engine.mutate('test.field.create', { id: a, conventionId, name: 'Campo Offline A' })
    await engine.mutate('test.field.update', { id: a, patch: { sigla: 'CO' } })
    await engine.mutate('test.field.create', { id: b, conventionId, name: 'Campo Offline B' })
    expect(await engine.db.entity('fields').get(a)).toMatchObject({
      name: 'Campo Offline A',
      sigla: 'CO',
    })
    expect(await engine.db.outbox.count()).toBe(3)
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.outbox.count()).toBe(0)
    expect(await serverField(a)).toMatchObject({ name: 'Campo Offline A', sigla: 'CO' })
    expect(await mutationsOf(engine)).toBe(3)
    // The mirror now holds the server's row (server columns included), and the initial sync is done.
    expect(await engine.db.entity('fields').get(a)).toMatchObject({
      name: 'Campo Offline A',
      sigla: 'CO',
      clientId: server.demo.client.id,
    })
    expect((await engine.db.entity('churches').count()) > 0).toBe(true)
    expect(engine.status.getSnapshot()).toMatchObject({ pending: 0, online: true, error: null })
    expect(engine.status.getSnapshot().lastSyncAt).not.toBeNull()
  })

  it('retries after a lost answer without doubling anything', async () => {
    const { engine } = await device('admin@celeiro.app')
    await engine.syncNow()
    const id = uuidv7()
    await engine.mutate('test.field.create', { id, conventionId, name: 'Campo Perdido' })
    await engine.mutate('test.field.update', { id, patch: { name: 'Campo Perdido 2' } })
    net.loseAnswers = 1
    expect(await engine.syncNow()).toBe('offline')
    expect(await mutationsOf(engine)).toBe(2) // applied, but the device does not know
    expect(await engine.db.outbox.count()).toBe(2)
    net.duplicate = 1
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.outbox.count()).toBe(0)
    expect(await mutationsOf(engine)).toBe(2)
    const history = await db().select().from(rowHistory).where(eq(rowHistory.rowId, id))
    expect(history).toHaveLength(2)
    expect(
      (await db().select().from(fields).where(eq(fields.name, 'Campo Perdido 2'))).length,
    ).toBe(1)
  })

  it('survives a server restart in the middle', async () => {
    const { engine } = await device('admin@celeiro.app')
    await engine.syncNow()
    const ids = [uuidv7(), uuidv7(), uuidv7()]
    for (const [i, id] of ids.entries())
      await engine.mutate('test.field.create', { id, conventionId, name: `Campo Reinício ${i}` })
    net.loseAnswers = 1
    expect(await engine.syncNow()).toBe('offline')
    await server.restart()
    await engine.mutate('test.field.update', { id: ids[0], patch: { sigla: 'R' } })
    expect(await engine.syncNow()).toBe('ok')
    expect(await mutationsOf(engine)).toBe(4)
    for (const id of ids) expect(await serverField(id)).toBeDefined()
    expect((await serverField(ids[0]!))?.sigla).toBe('R')
    expect(await engine.db.outbox.count()).toBe(0)
  })

  it('moves a rejected write to attention with the reason, reverts the mirror, and resends it edited', async () => {
    const { engine } = await device('admin@celeiro.app')
    await engine.syncNow()
    const id = uuidv7()
    await engine.mutate('test.field.create', { id, conventionId, name: 'ab' })
    expect(await engine.db.entity('fields').get(id)).toBeDefined()
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.entity('fields').get(id)).toBeUndefined()
    const [entry] = await engine.db.attention.toArray()
    expect(entry).toMatchObject({
      name: 'test.field.create',
      reason: { code: 'validation_failed' },
    })
    await vi.waitFor(() => expect(engine.status.getSnapshot().attention).toBe(1))
    const { resendAttention, exportAttention } = await import('../../sync/engine/attention')
    expect(await exportAttention(engine.db, 'csv')).toContain('validation_failed')
    await resendAttention(engine.db, entry!.mutationId, {
      id,
      conventionId,
      name: 'Campo Corrigido',
    })
    expect(await engine.db.attention.count()).toBe(0)
    expect(await engine.syncNow()).toBe('ok')
    expect(await serverField(id)).toMatchObject({ name: 'Campo Corrigido' })
  })

  it('pauses on 401 keeping the queue, and resumes for the same user', async () => {
    const device1 = await device('admin@celeiro.app')
    const { engine } = device1
    await engine.syncNow()
    const id = uuidv7()
    await engine.mutate('test.field.create', { id, conventionId, name: 'Campo Pausado' })
    await db()
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.userId, device1.userId))
    expect(await engine.syncNow()).toBe('paused')
    expect(engine.status.getSnapshot().paused).toBe(true)
    expect(await engine.db.outbox.count()).toBe(1)
    expect(await serverField(id)).toBeUndefined()
    const again = await tokenFor({ deps: server.deps() }, 'admin@celeiro.app')
    device1.setToken(again.token)
    engine.resume()
    await engine.syncNow()
    expect(await serverField(id)).toBeDefined()
    expect(engine.status.getSnapshot().paused).toBe(false)
  })

  it('keeps local edits on top of pulled rows, and resyncs from zero when the scope changes', async () => {
    await setRolePermissions({ deps: server.deps() }, 'secretaria@celeiro.app', [
      'VIEW_FIELDS',
      'EDIT_FIELDS',
      'VIEW_CHURCHES',
    ])
    const { engine } = await device('secretaria@celeiro.app')
    await engine.syncNow()
    const churchCount = await engine.db.entity('churches').count()
    expect(churchCount).toBe(2)
    const field = server.demo.fields[0]!
    net.offline = true
    await engine.mutate('test.field.update', { id: field.id, patch: { sigla: 'LOCAL' } })
    // Someone else renames the field meanwhile.
    await db().update(fields).set({ name: 'Campo Renomeado' }).where(eq(fields.id, field.id))
    await setRolePermissions({ deps: server.deps() }, 'secretaria@celeiro.app', ['VIEW_FIELDS'])
    net.offline = false
    net.loseAnswers = 1 // the push is applied (rejected: EDIT_FIELDS is gone) but its answer lost
    await engine.syncNow()
    // Reset: churches are no longer visible; the field carries the server's name.
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.entity('churches').count()).toBe(0)
    expect(await engine.db.entity('fields').get(field.id)).toMatchObject({
      name: 'Campo Renomeado',
    })
    expect(await engine.db.attention.count()).toBe(1)
    expect(await engine.db.outbox.count()).toBe(0)
  })

  it('re-applies pending edits on top of what a pull brings', async () => {
    const session = await device('admin@celeiro.app')
    const { engine } = session
    await engine.syncNow()
    const field = server.demo.fields[1]!
    await engine.mutate('test.field.update', { id: field.id, patch: { sigla: 'MINHA' } })
    await db().update(fields).set({ name: 'Nome do Servidor' }).where(eq(fields.id, field.id))
    const { pullAll } = await import('../../sync/engine/pull')
    const { httpTransport } = await import('../../sync/engine/transport')
    await pullAll(engine.db, httpTransport, session.token)
    expect(await engine.db.entity('fields').get(field.id)).toMatchObject({
      name: 'Nome do Servidor',
      sigla: 'MINHA',
    })
    expect(await engine.db.outbox.count()).toBe(1)
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.shadow.count()).toBe(0)
    expect(await engine.db.entity('fields').get(field.id)).toMatchObject({
      name: 'Nome do Servidor',
      sigla: 'MINHA',
    })
  })

  it('never replays a queue for another user', async () => {
    const ana = await device('admin@celeiro.app')
    net.offline = true
    await ana.engine.mutate('test.field.create', {
      id: uuidv7(),
      conventionId,
      name: 'Campo da Ana',
    })
    net.offline = false
    const joao = await device('tesoureiro@celeiro.app')
    expect(joao.engine.db.name).not.toBe(ana.engine.db.name)
    expect(await joao.engine.db.outbox.count()).toBe(0)
    const live = await db()
      .select()
      .from(fields)
      .where(and(eq(fields.name, 'Campo da Ana'), isNull(fields.deletedAt)))
    expect(live).toHaveLength(0)
  })
})
