import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * The monthly totals of the tithes (migration 0022's statement triggers) against a recomputation
 * from the rows, after random writes: creates (some in one push, some replayed as a device that
 * never heard the answer), changes of amount and date, deletes, and what no mutation does but a
 * database must survive: tithes moved between churches, several rows changed in one statement,
 * hard deletes. Then a device pulls them and holds the server's totals. Runs on PGlite and,
 * in CI, on PostgreSQL (TOTALS_RUNS, default 12).
 */
const RUNS = Number(process.env.TOTALS_RUNS ?? 12)

let server: TestServer
let admin: string
let churches: { id: string; sectorId: string; fieldId: string; conventionId: string }[]
let sectors: { id: string; fieldId: string }[]
/** Tithes this test created that may still be live. */
const created: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  churches = server.demo!.churches.map((c) => ({
    id: c.id,
    sectorId: c.sectorId,
    fieldId: c.fieldId,
    conventionId: c.conventionId,
  }))
  sectors = server.demo!.sectors.map((s) => ({ id: s.id, fieldId: s.fieldId }))
})
afterAll(async () => {
  await server.close()
})

const date = fc
  .record({ month: fc.integer({ min: 0, max: 5 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => {
    const d = new Date(Date.UTC(2026, 5 + month, day))
    return d.toISOString().slice(0, 10)
  })
const amount = fc.integer({ min: 1, max: 500_000 })
const pick = fc.nat({ max: 1_000 })

const action = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    church: pick,
    tithes: fc.array(fc.record({ amount, date }), { minLength: 1, maxLength: 4 }),
    replay: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    tithe: pick,
    amount: fc.option(amount, { nil: undefined }),
    date: fc.option(date, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), tithe: pick }),
  fc.record({ kind: fc.constant('move' as const), tithe: pick, church: pick }),
  fc.record({ kind: fc.constant('bulkShift' as const), church: pick, cents: amount }),
  fc.record({ kind: fc.constant('hardDelete' as const), tithe: pick }),
  fc.record({ kind: fc.constant('churchMove' as const), church: pick, sector: pick }),
)
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

async function run(device: TestDevice, a: Action): Promise<void> {
  const db = server.deps.db
  const churchAt = (i: number) => churches[i % churches.length]!
  const titheAt = (i: number) => created[i % Math.max(created.length, 1)]
  switch (a.kind) {
    case 'create': {
      const churchId = churchAt(a.church).id
      const mutations = a.tithes.map((t) =>
        device.mutation('tithe.create', {
          id: uuidv7(),
          churchId,
          memberId: null,
          amount: t.amount,
          date: t.date,
          paymentMethod: 'pix',
        }),
      )
      const results = await device.pushAll(mutations)
      expect(results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'))
      // The answer was lost: the device sends the same mutations again; none counts twice.
      if (a.replay) await device.pushAll(mutations)
      for (const m of mutations) created.push((m.args as { id: string }).id)
      return
    }
    case 'update': {
      const id = titheAt(a.tithe)
      if (!id || (a.amount === undefined && a.date === undefined)) return
      const patch = {
        ...(a.amount ? { amount: a.amount } : {}),
        ...(a.date ? { date: a.date } : {}),
      }
      await device.push('tithe.update', { id, patch })
      return
    }
    case 'delete': {
      const id = titheAt(a.tithe)
      if (id) await device.push('tithe.delete', { id })
      return
    }
    case 'move': {
      const id = titheAt(a.tithe)
      const to = churchAt(a.church)
      if (!id) return
      await db.execute(sql`
        UPDATE tithes SET church_id = ${to.id}, sector_id = ${to.sectorId},
          field_id = ${to.fieldId}, convention_id = ${to.conventionId}
        WHERE id = ${id}`)
      return
    }
    case 'bulkShift': {
      // Every live tithe of a church, in one statement: a month's rows change together.
      await db.execute(sql`
        UPDATE tithes SET amount = amount + ${a.cents}
        WHERE church_id = ${churchAt(a.church).id} AND deleted_at IS NULL`)
      return
    }
    case 'churchMove': {
      // A church moved to another sector takes its tithes along: their totals change place only.
      const church = churchAt(a.church)
      const to = sectors[a.sector % sectors.length]!
      await db.execute(sql`
        UPDATE churches SET sector_id = ${to.id}, field_id = ${to.fieldId} WHERE id = ${church.id}`)
      await db.execute(sql`
        UPDATE tithes SET sector_id = ${to.id}, field_id = ${to.fieldId} WHERE church_id = ${church.id}`)
      church.sectorId = to.id
      church.fieldId = to.fieldId
      return
    }
    case 'hardDelete': {
      const id = titheAt(a.tithe)
      if (id) await db.execute(sql`DELETE FROM tithes WHERE id = ${id}`)
      return
    }
  }
}

type TotalRow = { church_id: string; month: string; amount: string | number; entries: number }
const key = (r: TotalRow) => `${r.church_id} ${r.month}`
const asMap = (rows: TotalRow[]) =>
  new Map(rows.map((r) => [key(r), { amount: Number(r.amount), entries: Number(r.entries) }]))

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await server.deps.db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** The kept totals (empty months left out) and the same figures recomputed from the tithes. */
async function keptAndRecomputed() {
  const kept = await rowsOf<TotalRow>(sql`
    SELECT church_id, month, amount, entries FROM tithe_month_totals
    WHERE amount <> 0 OR entries <> 0`)
  const recomputed = await rowsOf<TotalRow>(sql`
    SELECT church_id, to_char(date, 'YYYY-MM') AS month, sum(amount) AS amount,
      count(*)::int AS entries
    FROM tithes WHERE deleted_at IS NULL GROUP BY 1, 2`)
  return { kept: asMap(kept), recomputed: asMap(recomputed) }
}

describe('monthly totals of the tithes', () => {
  it(`equal a recomputation from the rows after random writes (${RUNS} runs)`, async () => {
    const device = new TestDevice(server, admin)
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        for (const a of actions) await run(device, a)
        const { kept, recomputed } = await keptAndRecomputed()
        expect(kept).toEqual(recomputed)
        // The totals carry their church's place (where its tithes are now).
        const misplaced = await rowsOf<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM tithe_month_totals t
            JOIN churches c ON c.id = t.church_id
            WHERE t.entries > 0 AND (t.sector_id <> c.sector_id OR t.field_id <> c.field_id)`)
        expect(misplaced[0]?.n).toBe(0)
      }),
      { numRuns: RUNS, endOnFailure: true },
    )
    expect(created.length).toBeGreaterThan(0)
  }, 120_000)

  it('reach a device like any entity, and a note edited does not send them again', async () => {
    const device = new TestDevice(server, admin)
    await device.pull()
    const mirrored = new Map(
      device
        .rows('titheMonthTotals')
        .filter((r) => r.amount !== 0 || r.entries !== 0)
        .map((r) => [
          `${String(r.churchId)} ${String(r.month)}`,
          { amount: r.amount, entries: r.entries },
        ]),
    )
    const { kept } = await keptAndRecomputed()
    expect(mirrored).toEqual(kept)
    expect(mirrored.size).toBeGreaterThan(0)

    const id = uuidv7()
    const churchId = churches[0]!.id
    await device.push('tithe.create', {
      id,
      churchId,
      memberId: null,
      amount: 1_234,
      date: '2026-11-22',
      paymentMethod: 'dinheiro',
    })
    await device.pull()
    const sent = device.lastChanges.filter((c) => c.entity === 'titheMonthTotals')
    expect(sent).toHaveLength(1)
    await device.push('tithe.update', { id, patch: { notes: 'Envelope sem nome' } })
    await device.pull()
    expect(device.lastChanges.filter((c) => c.entity === 'titheMonthTotals')).toHaveLength(0)
  })

  it('lose nothing when many devices record tithes of one church and month at once', async () => {
    const churchId = churches[1]!.id
    const before = (await keptAndRecomputed()).kept.get(`${churchId} 2026-08`)
    const devices = Array.from({ length: 12 }, () => new TestDevice(server, admin))
    const pushes = devices.map((device, d) =>
      device.pushAll(
        Array.from({ length: 5 }, (_, i) =>
          device.mutation('tithe.create', {
            id: uuidv7(),
            churchId,
            memberId: null,
            amount: 100 * (d + 1) + i,
            date: '2026-08-09',
            paymentMethod: 'dinheiro',
          }),
        ),
      ),
    )
    for (const results of await Promise.all(pushes))
      expect(results.every((r) => r.status === 'applied')).toBe(true)
    const { kept, recomputed } = await keptAndRecomputed()
    expect(kept).toEqual(recomputed)
    // 5 tithes of 100·(d+1)+i for d < 12: 5·100·78 + 12·10 centavos.
    expect(kept.get(`${churchId} 2026-08`)).toEqual({
      amount: (before?.amount ?? 0) + 39_120,
      entries: (before?.entries ?? 0) + 60,
    })
  })

  it('are not sent to a user without the tithing permission', async () => {
    const secretary = (await tokenFor(server, 'secretaria@celeiro.app')).token
    const device = new TestDevice(server, secretary)
    await device.pull()
    expect(device.rows('titheMonthTotals')).toHaveLength(0)
  })
})
