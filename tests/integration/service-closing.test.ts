import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceClosings } from '../../server/db/schema'
import { TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * The service closing through sync: the server computes the figures from the session's live
 * tithes of that church (a foreign or unknown id does not count), records the count and the
 * difference once (a replay answers the stored record), and checks permission and scope.
 */

let server: TestServer
let sedeId: string
let ribeiraoId: string
let treasurer: string
let secretary: string

beforeAll(async () => {
  server = await startTestServer()
  sedeId = server.demo!.churches[0]!.id
  ribeiraoId = server.demo!.churches[4]!.id
  treasurer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  secretary = (await tokenFor(server, 'secretaria@celeiro.app')).token
})
afterAll(async () => {
  await server.close()
})

const tithe = (amount: number, paymentMethod: string) => ({
  id: uuidv7(),
  churchId: sedeId,
  memberId: null,
  amount,
  date: '2026-11-22',
  paymentMethod,
})

describe('service closing', () => {
  it('records the count, the expected cash of the session and the difference, once', async () => {
    const device = new TestDevice(server, treasurer)
    const entries = [tithe(5_000, 'dinheiro'), tithe(2_550, 'dinheiro'), tithe(10_000, 'pix')]
    const closing = {
      id: uuidv7(),
      churchId: sedeId,
      date: '2026-11-22',
      // One unknown id: it does not count.
      titheIds: [...entries.map((e) => e.id), uuidv7()],
      counts: [
        { denomination: 5_000, quantity: 1 },
        { denomination: 2_000, quantity: 1 },
        { denomination: 500, quantity: 1 },
        { denomination: 25, quantity: 1 },
      ],
      counters: ['Maria Aparecida', 'José Sá'],
      notes: 'Faltaram 25 centavos.',
    }
    const results = await device.pushAll([
      ...entries.map((e) => device.mutation('tithe.create', e)),
      device.mutation('serviceClosing.create', closing),
    ])
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied'])
    // Replayed (the device never heard the answer): still one record.
    expect((await device.push('serviceClosing.create', closing)).status).toBe('applied')
    const rows = await server.deps.db
      .select()
      .from(serviceClosings)
      .where(eq(serviceClosings.id, closing.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      expectedCash: 7_550,
      countedCash: 7_525,
      difference: -25,
      entries: 3,
      counters: ['Maria Aparecida', 'José Sá'],
      byMethod: [
        { method: 'pix', count: 1, total: 10_000 },
        { method: 'dinheiro', count: 2, total: 7_550 },
      ],
    })
    await device.pull()
    expect(device.row('serviceClosings', closing.id)).toMatchObject({ difference: -25 })
  })

  it('needs two counters, known notes and coins, ADD_TITHING and a church in scope', async () => {
    const device = new TestDevice(server, treasurer)
    const base = {
      churchId: sedeId,
      date: '2026-11-22',
      titheIds: [],
      counts: [{ denomination: 100, quantity: 1 }],
      counters: ['Maria Aparecida', 'José Sá'],
    }
    const bad = await device.pushAll([
      device.mutation('serviceClosing.create', { ...base, id: uuidv7(), counters: ['Maria'] }),
      device.mutation('serviceClosing.create', {
        ...base,
        id: uuidv7(),
        counts: [{ denomination: 300, quantity: 1 }],
      }),
      device.mutation('serviceClosing.create', {
        ...base,
        id: uuidv7(),
        counts: [{ denomination: 100, quantity: -1 }],
      }),
      device.mutation('serviceClosing.create', { ...base, id: uuidv7(), churchId: ribeiraoId }),
    ])
    expect(bad.map((r) => (r.status === 'rejected' ? r.reason?.code : r.status))).toEqual([
      'validation_failed',
      'validation_failed',
      'validation_failed',
      'not_found',
    ])
    const noTithing = new TestDevice(server, secretary)
    expect(await noTithing.push('serviceClosing.create', { ...base, id: uuidv7() })).toMatchObject({
      status: 'rejected',
      reason: { code: 'forbidden' },
    })
  })
})
