import { and, eq, isNull, sum } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { revenues, tithes } from '../../server/db/schema'
import type { SyncEngine } from '../../sync/engine/engine'
import {
  installNetwork,
  newDevice,
  startRestartableServer,
  type Network,
  type RestartableServer,
} from './sync-device'
import { tokenFor } from './sync-support'

/**
 * The treasurer's device (Dexie on fake-indexeddb) against a real server: tithes and a revenue
 * entered offline, checked by the contract before they are queued, then synced; the code is
 * pending on the device until the pull brings it. A lost answer does not double anything.
 */

let server: RestartableServer
let net: Network
let engine: SyncEngine
let sedeId: string

beforeAll(async () => {
  server = await startRestartableServer()
  net = installNetwork(server.url)
  sedeId = server.demo.churches[0]!.id
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const session = await tokenFor({ deps: server.deps() }, 'tesoureiro@celeiro.app')
  engine = newDevice(session.userId, () => session.token)
  net.offline = true
  await engine.start()
  await engine.syncNow()
})
afterAll(async () => {
  await engine.stop()
  net.uninstall()
  await server.close()
})

describe('the treasury on the device', () => {
  it('takes tithes and a revenue offline, refuses bad input before queuing, syncs each once', async () => {
    const day = '2030-02-03'
    const amounts = Array.from({ length: 40 }, (_, i) => 1_000 + i * 137)
    const ids = await engine.mutateMany(
      amounts.map((amount) => ({
        name: 'tithe.create',
        args: { id: uuidv7(), churchId: sedeId, amount, date: day, paymentMethod: 'pix' },
      })),
    )
    expect(ids).toHaveLength(40)
    // The contract runs on the device: a bad amount never reaches the outbox.
    await expect(
      engine.mutate('tithe.create', { id: uuidv7(), churchId: sedeId, amount: 0, date: day }),
    ).rejects.toThrow()
    const revenueId = uuidv7()
    await engine.mutate('revenue.create', {
      id: revenueId,
      churchId: sedeId,
      amount: 30_000,
      origin: 'oferta',
      dueDate: day,
      issueDate: day,
    })
    const local = await engine.db.entity('revenues').get(revenueId)
    expect(local).toMatchObject({ amount: 30_000, recurrence: 'unico', endDate: null })
    expect(local?.code ?? null).toBeNull() // "pending" until the server gives it
    expect(await engine.db.outbox.count()).toBe(41)

    net.offline = false
    net.loseAnswers = 1
    expect(await engine.syncNow()).toBe('offline')
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.outbox.count()).toBe(0)

    const [total] = await server
      .deps()
      .db.select({ n: sum(tithes.amount) })
      .from(tithes)
      .where(and(eq(tithes.churchId, sedeId), eq(tithes.date, day), isNull(tithes.deletedAt)))
    expect(Number(total?.n)).toBe(amounts.reduce((a, b) => a + b, 0))
    const count = await server
      .deps()
      .db.$count(tithes, and(eq(tithes.churchId, sedeId), eq(tithes.date, day)))
    expect(count).toBe(40)
    const [row] = await server.deps().db.select().from(revenues).where(eq(revenues.id, revenueId))
    expect(row!.code).toBeGreaterThan(0)
    expect(await engine.db.entity('revenues').get(revenueId)).toMatchObject({
      code: row!.code,
      codeYear: 2030,
      sectorId: row!.sectorId,
    })
    expect(await engine.db.entity('tithes').where('date').equals(day).count()).toBe(40)
  })
})
