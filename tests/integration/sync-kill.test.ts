import { eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fields, rowHistory, syncMutations, tithes } from '../../server/db/schema'
import { seedDemo } from '../../server/seed/demo'
import {
  apiProcesses,
  installNetwork,
  newDevice,
  type ApiProcesses,
  type Network,
} from './sync-device'
import { tokenFor } from './sync-support'

/** Issue 4: the API process is SIGKILLed in the middle of a push batch on PostgreSQL; after a restart nothing is lost or doubled. */
const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!adminUrl

describe.runIf(onPostgres)('SIGKILL during a push (PostgreSQL)', () => {
  let api: ApiProcesses
  let net: Network
  let demo: Awaited<ReturnType<typeof seedDemo>>

  beforeAll(async () => {
    api = await apiProcesses({
      count: 1,
      adminUrl: adminUrl!,
      name: 'kill',
      startTimeoutMs: 30_000,
    })
    net = installNetwork(() => api.url(0))
    demo = await seedDemo(api.database.db)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterAll(async () => {
    net.uninstall()
    await api.close()
  })

  it('loses nothing and doubles nothing', async () => {
    const session = await tokenFor({ deps: { db: api.database.db } }, 'admin@celeiro.app')
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
    await api.start(0)
    const clientId = (await engine.db.meta.get('state'))!.clientId
    const syncing = engine.syncNow()
    // Kill the API while the batch is half applied.
    for (let i = 0; i < 1000; i++) {
      const done = await api.database.db
        .select({ id: syncMutations.mutationId })
        .from(syncMutations)
        .where(eq(syncMutations.clientId, clientId))
      if (done.length >= 10) break
      await new Promise((r) => setTimeout(r, 5))
    }
    await api.stop(0, true)
    expect(await syncing).not.toBe('ok')
    const partial = await api.database.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(partial.length).toBeGreaterThanOrEqual(10)
    expect(partial.length).toBeLessThan(100)
    await api.start(0)
    expect(await engine.syncNow()).toBe('ok')
    const records = await api.database.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(records.map((r) => r.mutationId).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    )
    expect(records.every((r) => r.status === 'applied')).toBe(true)
    const rows = await api.database.db.select().from(fields).where(inArray(fields.id, ids))
    expect(rows).toHaveLength(100)
    const history = await api.database.db
      .select()
      .from(rowHistory)
      .where(eq(rowHistory.syncClientId, clientId))
    expect(history).toHaveLength(100)
    expect(await engine.db.outbox.count()).toBe(0)
    expect(await engine.db.attention.count()).toBe(0)
    await engine.stop()
    await api.stop(0, true)
  }, 120_000)

  it('loses nothing and doubles nothing of tithes replayed in batches: a batch commits whole or not at all', async () => {
    const churchId = demo.churches[0]!.id
    const session = await tokenFor({ deps: { db: api.database.db } }, 'admin@celeiro.app')
    const engine = newDevice(session.userId, () => session.token)
    net.offline = true
    await engine.start()
    const count = 1_000
    const ids = Array.from({ length: count }, () => uuidv7())
    await engine.mutateMany(
      ids.map((id, i) => ({
        name: 'tithe.create',
        args: { id, churchId, amount: 500 + i, date: '2026-11-22', paymentMethod: 'pix' },
      })),
    )
    net.offline = false
    await api.start(0)
    const clientId = (await engine.db.meta.get('state'))!.clientId
    const recorded = () =>
      api.database.db
        .select({ id: syncMutations.mutationId })
        .from(syncMutations)
        .where(eq(syncMutations.clientId, clientId))
    const syncing = engine.syncNow()
    // Kill the API once a batch has committed, while the next ones are on their way.
    for (let i = 0; i < 2000; i++) {
      if ((await recorded()).length >= 100) break
      await new Promise((r) => setTimeout(r, 5))
    }
    await api.stop(0, true)
    expect(await syncing).not.toBe('ok')
    const partial = (await recorded()).length
    expect(partial).toBeGreaterThanOrEqual(100)
    expect(partial).toBeLessThan(count)
    expect(partial % 100).toBe(0)
    expect(await api.database.db.$count(tithes, inArray(tithes.id, ids))).toBe(partial)
    await api.start(0)
    expect(await engine.syncNow()).toBe('ok')
    const records = await api.database.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, clientId))
    expect(records).toHaveLength(count)
    expect(records.every((r) => r.status === 'applied')).toBe(true)
    expect(await api.database.db.$count(tithes, inArray(tithes.id, ids))).toBe(count)
    expect(await api.database.db.$count(rowHistory, eq(rowHistory.syncClientId, clientId))).toBe(
      count,
    )
    expect(await engine.db.outbox.count()).toBe(0)
    expect(await engine.db.attention.count()).toBe(0)
    await engine.stop()
    await api.stop(0, true)
  }, 120_000)
})
