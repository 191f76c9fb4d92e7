import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fields } from '../../server/db/schema'
import { startDeviceSuite, type DeviceSuite } from './sync-device'

/**
 * Issue 47 #1 on the device: a write holding a NUL that an older app queued (its contract let it
 * through; here test.field.create, which the device does not check) is rejected for good by the
 * server; the device moves it to needs-attention with the reason and goes on syncing, and the
 * write queued after it reaches the server. Today's contracts refuse it before it is queued.
 */

let suite: DeviceSuite

beforeAll(async () => {
  suite = await startDeviceSuite()
})
afterAll(async () => {
  await suite.stopDevices()
  await suite.close()
})

describe('a queued write with a control character', () => {
  it('goes to needs-attention, and the device keeps syncing', async () => {
    const { engine } = await suite.device('admin@celeiro.app')
    await engine.syncNow()
    const conventionId = suite.conventionId
    const bad = uuidv7()
    const good = uuidv7()
    await engine.mutate('test.field.create', { id: bad, conventionId, name: 'Campo\u0000nulo' })
    await engine.mutate('test.field.create', { id: good, conventionId, name: 'Campo seguinte' })
    expect(await engine.syncNow()).toBe('ok')
    expect(await engine.db.outbox.count()).toBe(0)
    const [entry] = await engine.db.attention.toArray()
    expect(entry).toMatchObject({
      name: 'test.field.create',
      reason: {
        code: 'validation_failed',
        details: [{ path: 'name', message: 'control_character' }],
      },
    })
    const db = suite.server.deps().db
    expect((await db.select().from(fields).where(eq(fields.id, good)))[0]?.name).toBe(
      'Campo seguinte',
    )
    expect(await db.select().from(fields).where(eq(fields.id, bad))).toEqual([])

    // A write made now never holds one: the contract refuses it on the device.
    await expect(
      engine.mutate('asset.create', {
        id: uuidv7(),
        churchId: suite.server.demo.churches[0]!.id,
        name: 'Ativo\u0000nulo',
      }),
    ).rejects.toThrow(/control_character/)
    expect(await engine.db.outbox.count()).toBe(0)
  })
})
