import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schema'
import { DEVICE_ENTITIES } from '../../sync/engine/device-registry'
import type { SyncEngine } from '../../sync/engine/engine'
import type { PullProgress } from '../../sync/engine/pull'
import { httpTransport, type PullParams, type Transport } from '../../sync/engine/transport'
import { startDeviceSuite, type DeviceSuite, type RestartableServer } from './sync-device'

/**
 * An initial sync in two phases (docs/sync.md, "First what the screens need") against a real
 * server: the first phase brings only what the first screens read, and the device that then
 * pulls the rest ends with exactly the mirror of a device that pulled everything at once, even
 * when rows of the first phase change, leave its filter, are deleted or move away between the
 * phases.
 */

let suite: DeviceSuite
let server: RestartableServer

beforeAll(async () => {
  suite = await startDeviceSuite()
  server = suite.server
})
afterAll(() => suite.close())

/** A started device of the user (its first cycle offline); `transport` wraps the real one. */
const device = async (email: string, transport?: Transport) =>
  (await suite.device(email, { transport })).engine

/**
 * The real transport, remembering what was asked: the first phase in pages of `firstLimit`;
 * `duringFirst` runs once, before the first-phase page after the one that brought the row
 * `afterRow`; `beforeRest` once, before the first pull of the rest.
 */
function watched(opts: {
  firstLimit: number
  afterRow: string
  duringFirst: () => Promise<void>
  beforeRest: () => Promise<void>
}) {
  const asked: PullParams[] = []
  const firstChanges: string[] = []
  let seen = false
  let ranDuring = false
  let ranRest = false
  const transport: Transport = {
    push: httpTransport.push,
    pull: async (params, token) => {
      asked.push(params)
      if (params.phase === 'first' && seen && !ranDuring) {
        ranDuring = true
        await opts.duringFirst()
      }
      if (params.phase === 'rest' && !ranRest) {
        ranRest = true
        await opts.beforeRest()
      }
      const first = params.phase === 'first'
      const answer = await httpTransport.pull(
        first ? { ...params, limit: opts.firstLimit } : params,
        token,
      )
      if (first) {
        firstChanges.push(...answer.changes.map((c) => c.entity))
        if (answer.changes.some((c) => c.id === opts.afterRow)) seen = true
      }
      return answer
    },
  }
  return { transport, asked, firstChanges, ranDuring: () => ranDuring }
}

/** Every mirrored row of the device, by entity, sorted by id. */
async function mirror(engine: SyncEngine) {
  const all: Record<string, unknown[]> = {}
  for (const { name } of DEVICE_ENTITIES)
    all[name] = (await engine.db.entity(name).toArray()).sort((a, b) =>
      String(a.id).localeCompare(String(b.id)),
    )
  return all
}

/** Today and a day four months back, in Brasília (the first phase brings finance from last month's first day). */
const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)
const longAgo = (() => {
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - 4, 1)
  return d.toISOString().slice(0, 10)
})()

describe('an initial sync in two phases', () => {
  it("brings the first screens' rows first, then the rest, to the same mirror as one pull", async () => {
    const sede = server.demo.churches[0]!.id
    const other = server.demo.churches[1]!.id
    const admin = await device('admin@celeiro.app')
    await admin.syncNow()
    const tithe = (amount: number, date = today) => ({
      id: uuidv7(),
      churchId: sede,
      amount,
      date,
      paymentMethod: 'pix',
    })
    const [changed, deleted, moved, old, goneEarly] = [
      tithe(1_111),
      tithe(2_222),
      tithe(3_333),
      tithe(4_444, longAgo),
      tithe(6_666),
    ]
    for (const args of [changed, deleted, moved, old, goneEarly])
      await admin.mutate('tithe.create', args)
    // Later rows, so that the first phase (in pages of 200) brings those above before its end.
    await admin.mutateMany(
      Array.from({ length: 300 }, (_, i) => ({ name: 'tithe.create', args: tithe(100 + i) })),
    )
    expect(await admin.syncNow()).toBe('ok')
    const [leaving] = await server
      .deps()
      .db.select({ id: members.id })
      .from(members)
      .where(and(eq(members.churchId, sede), isNull(members.deletedAt)))
      .limit(1)

    // During the first phase and between the phases, the administrator changes rows the
    // treasurer's first phase brought.
    const { transport, asked, firstChanges, ranDuring } = watched({
      firstLimit: 200,
      afterRow: goneEarly.id,
      duringFirst: async () => {
        await admin.mutate('tithe.delete', { id: goneEarly.id })
        expect(await admin.syncNow()).toBe('ok')
      },
      beforeRest: async () => {
        await admin.mutate('tithe.update', { id: changed.id, patch: { amount: 1_234 } })
        await admin.mutate('tithe.delete', { id: deleted.id })
        await admin.mutate('tithe.update', { id: moved.id, patch: { date: longAgo } })
        await admin.mutate('tithe.create', tithe(5_555))
        await admin.mutate('member.transfer', {
          id: uuidv7(),
          memberId: leaving!.id,
          to: { conventionId: server.demo.convention.id, churchId: other },
          date: today,
        })
        expect(await admin.syncNow()).toBe('ok')
      },
    })
    const progress: PullProgress[] = []
    const treasurer = await device('tesoureiro@celeiro.app', transport)
    treasurer.status.subscribe(() => {
      const p = treasurer.status.getSnapshot().initialSync
      if (p) progress.push(p)
    })
    expect(await treasurer.syncNow()).toBe('ok')

    // The first phase: its own cursor from 0; the rest from 0 with where the first ended.
    const phases = asked.map((p) => p.phase)
    expect(phases[0]).toBe('first')
    const firstBound = asked.find((p) => p.phase === 'rest')?.firstBound
    expect(firstBound).toBeGreaterThan(0)
    expect(asked.find((p) => p.phase === 'rest')?.cursor).toBe(0)
    expect(new Set(firstChanges)).toContain('tithes')
    expect(new Set(firstChanges)).toContain('members')
    expect(new Set(firstChanges)).not.toContain('assets')
    expect(progress.some((p) => p.phase === 'first')).toBe(true)
    expect(progress.at(-1)?.phase).toBe('rest')
    expect(treasurer.status.getSnapshot().initialSync).toBeNull()
    const state = await treasurer.db.meta.get('state')
    expect(state).toMatchObject({ ready: true, firstBound })

    // The same mirror as a device of the same user whose pulls are the one-phase initial sync
    // (its "first phase" is a whole initial sync, the "rest" another one).
    const whole = await device('tesoureiro@celeiro.app', {
      push: httpTransport.push,
      pull: (params, token) =>
        httpTransport.pull({ ...params, phase: undefined, firstBound: undefined }, token),
    })
    expect(await whole.syncNow()).toBe('ok')
    const mine = await mirror(treasurer)
    expect(mine).toEqual(await mirror(whole))
    const tithes = mine.tithes as { id: string; amount: number; date: string }[]
    expect(tithes.find((t) => t.id === changed.id)?.amount).toBe(1_234)
    expect(ranDuring()).toBe(true)
    expect(tithes.find((t) => t.id === deleted.id)).toBeUndefined()
    expect(tithes.find((t) => t.id === goneEarly.id)).toBeUndefined()
    expect(tithes.find((t) => t.id === moved.id)?.date).toBe(longAgo)
    expect(tithes.find((t) => t.id === old.id)).toBeDefined()
    expect((mine.members as { id: string }[]).find((m) => m.id === leaving!.id)).toBeUndefined()

    // Caught up: the next pulls are plain changes.
    asked.length = 0
    expect(await treasurer.syncNow()).toBe('ok')
    expect(asked.map((p) => p.phase)).toEqual([undefined])
  })
})
