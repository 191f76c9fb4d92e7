import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/**
 * The monthly totals of the tithes, receipts and payments (the statement triggers of migrations
 * 0022 and 0023) against a recomputation from the rows, after random writes to all three:
 * creates (some in one push, some replayed as a device that never heard the answer), changes of
 * amount and date, deletes, and what no mutation does but a database must survive: rows moved
 * between churches, several rows changed in one statement, hard deletes. Then a device pulls
 * them and holds the server's totals. Runs on PGlite and, in CI, on PostgreSQL (TOTALS_RUNS,
 * default 12).
 */
const RUNS = Number(process.env.TOTALS_RUNS ?? 12)

/** A dated table with monthly totals: its SQL tables, sync entity and mutations. */
interface Source {
  table: string
  totals: string
  entity: string
  mutations: { create: string; update: string; delete: string }
  /** A patch that changes neither amount nor date. */
  note: Record<string, string>
  /** The create's arguments (besides id, amount and date) for a row of `church`. */
  args: (church: number) => Record<string, unknown>
}

let server: TestServer
let admin: string
let churches: { id: string; sectorId: string; fieldId: string; conventionId: string }[]
let sectors: { id: string; fieldId: string }[]
/** One revenue and one expense per church (index), that the receipts and payments realize. */
const revenueOf: string[] = []
const expenseOf: string[] = []
const ENTRY_DUE = '2026-06-01'

const payments = (
  table: string,
  totals: string,
  entity: string,
  prefix: string,
  entries: string[],
): Source => ({
  table,
  totals,
  entity,
  mutations: {
    create: `${prefix}.create`,
    update: `${prefix}.update`,
    delete: `${prefix}.delete`,
  },
  note: { history: 'Histórico corrigido' },
  args: (church) => ({
    entryId: entries[church],
    instalmentDate: ENTRY_DUE,
    history: 'Parcela de junho',
    paymentMethod: 'pix',
  }),
})
const SOURCES: Source[] = [
  {
    table: 'tithes',
    totals: 'tithe_month_totals',
    entity: 'titheMonthTotals',
    mutations: { create: 'tithe.create', update: 'tithe.update', delete: 'tithe.delete' },
    note: { notes: 'Envelope sem nome' },
    args: (church) => ({ churchId: churches[church]!.id, memberId: null, paymentMethod: 'pix' }),
  },
  payments(
    'revenue_receipts',
    'receipt_month_totals',
    'receiptMonthTotals',
    'revenueReceipt',
    revenueOf,
  ),
  payments(
    'expense_payments',
    'payment_month_totals',
    'paymentMonthTotals',
    'expensePayment',
    expenseOf,
  ),
]
/** Rows of each source this test created that may still be live. */
const created = new Map<Source, string[]>(SOURCES.map((s) => [s, []]))

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
  const device = new TestDevice(server, admin)
  const entry = { amount: 100_000, dueDate: ENTRY_DUE, issueDate: ENTRY_DUE }
  const entries = churches.flatMap((church) => {
    revenueOf.push(uuidv7())
    expenseOf.push(uuidv7())
    return [
      device.mutation('revenue.create', {
        ...entry,
        id: revenueOf.at(-1),
        churchId: church.id,
        origin: 'oferta',
      }),
      device.mutation('expense.create', {
        ...entry,
        id: expenseOf.at(-1),
        churchId: church.id,
        category: 'maintenance',
      }),
    ]
  })
  const results = await device.pushAll(entries)
  expect(results.map((r) => r.status)).toEqual(entries.map(() => 'applied'))
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
/** A source by its table (what a failing case prints). */
const source = fc.constantFrom(...SOURCES.map((s) => s.table))
const sourceOf = (table: string) => SOURCES.find((s) => s.table === table)!

/** Creates of rows of a source (`of`): some replayed, as after a lost answer. */
const createOf = (of: fc.Arbitrary<string>) =>
  fc.record({
    kind: fc.constant('create' as const),
    source: of,
    church: pick,
    rows: fc.array(fc.record({ amount, date }), { minLength: 1, maxLength: 4 }),
    replay: fc.boolean(),
  })
/** Every run starts with a create of each source, so each run exercises all three. */
const firstCreates = fc.tuple(...SOURCES.map((s) => createOf(fc.constant(s.table))))

const action = fc.oneof(
  createOf(source),
  fc.record({
    kind: fc.constant('update' as const),
    source,
    row: pick,
    amount: fc.option(amount, { nil: undefined }),
    date: fc.option(date, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('delete' as const), source, row: pick }),
  fc.record({ kind: fc.constant('move' as const), source, row: pick, church: pick }),
  fc.record({ kind: fc.constant('bulkShift' as const), source, church: pick, cents: amount }),
  fc.record({ kind: fc.constant('hardDelete' as const), source, row: pick }),
  fc.record({ kind: fc.constant('churchMove' as const), church: pick, sector: pick }),
)
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never

async function run(device: TestDevice, a: Action): Promise<void> {
  const db = server.deps.db
  const churchIndex = (i: number) => i % churches.length
  const churchAt = (i: number) => churches[churchIndex(i)]!
  if (a.kind === 'churchMove') {
    // A church moved to another sector takes its rows along: their totals change place only.
    const church = churchAt(a.church)
    const to = sectors[a.sector % sectors.length]!
    await db.execute(sql`
      UPDATE churches SET sector_id = ${to.id}, field_id = ${to.fieldId} WHERE id = ${church.id}`)
    for (const table of ['revenues', 'expenses', ...SOURCES.map((s) => s.table)])
      await db.execute(sql`
        UPDATE ${sql.identifier(table)} SET sector_id = ${to.id}, field_id = ${to.fieldId}
        WHERE church_id = ${church.id}`)
    church.sectorId = to.id
    church.fieldId = to.fieldId
    return
  }
  const s = sourceOf(a.source)
  const ids = created.get(s)!
  const rowAt = (i: number) => ids[i % Math.max(ids.length, 1)]
  const table = sql.identifier(s.table)
  switch (a.kind) {
    case 'create': {
      const church = churchIndex(a.church)
      const mutations = a.rows.map((row) =>
        device.mutation(s.mutations.create, {
          ...s.args(church),
          id: uuidv7(),
          amount: row.amount,
          date: row.date,
        }),
      )
      const results = await device.pushAll(mutations)
      expect(results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'))
      // The answer was lost: the device sends the same mutations again; none counts twice.
      if (a.replay) await device.pushAll(mutations)
      for (const m of mutations) ids.push((m.args as { id: string }).id)
      return
    }
    case 'update': {
      const id = rowAt(a.row)
      if (!id || (a.amount === undefined && a.date === undefined)) return
      const patch = {
        ...(a.amount ? { amount: a.amount } : {}),
        ...(a.date ? { date: a.date } : {}),
      }
      await device.push(s.mutations.update, { id, patch })
      return
    }
    case 'delete': {
      const id = rowAt(a.row)
      if (id) await device.push(s.mutations.delete, { id })
      return
    }
    case 'move': {
      const id = rowAt(a.row)
      const to = churchAt(a.church)
      if (!id) return
      await db.execute(sql`
        UPDATE ${table} SET church_id = ${to.id}, sector_id = ${to.sectorId},
          field_id = ${to.fieldId}, convention_id = ${to.conventionId}
        WHERE id = ${id}`)
      return
    }
    case 'bulkShift': {
      // Every live row of a church, in one statement: a month's rows change together.
      await db.execute(sql`
        UPDATE ${table} SET amount = amount + ${a.cents}
        WHERE church_id = ${churchAt(a.church).id} AND deleted_at IS NULL`)
      return
    }
    case 'hardDelete': {
      const id = rowAt(a.row)
      if (!id) return
      await db.execute(sql`DELETE FROM ${table} WHERE id = ${id}`)
      ids.splice(ids.indexOf(id), 1)
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

/** A source's kept totals (empty months left out) and the same figures recomputed from its rows. */
async function keptAndRecomputed(s: Source) {
  const kept = await rowsOf<TotalRow>(sql`
    SELECT church_id, month, amount, entries FROM ${sql.identifier(s.totals)}
    WHERE amount <> 0 OR entries <> 0`)
  const recomputed = await rowsOf<TotalRow>(sql`
    SELECT church_id, to_char(date, 'YYYY-MM') AS month, sum(amount) AS amount,
      count(*)::int AS entries
    FROM ${sql.identifier(s.table)} WHERE deleted_at IS NULL GROUP BY 1, 2`)
  return { kept: asMap(kept), recomputed: asMap(recomputed) }
}

describe('monthly totals of the tithes, receipts and payments', () => {
  it(`equal a recomputation from the rows after random writes (${RUNS} runs)`, async () => {
    const device = new TestDevice(server, admin)
    await fc.assert(
      fc.asyncProperty(
        firstCreates,
        fc.array(action, { minLength: 1, maxLength: 16 }),
        async (creates, actions) => {
          for (const a of [...creates, ...actions]) await run(device, a)
          for (const s of SOURCES) {
            const { kept, recomputed } = await keptAndRecomputed(s)
            expect(kept, s.totals).toEqual(recomputed)
            // The totals carry their church's place (where its rows are now).
            const misplaced = await rowsOf<{ n: number }>(sql`
            SELECT count(*)::int AS n FROM ${sql.identifier(s.totals)} t
            JOIN churches c ON c.id = t.church_id
            WHERE t.entries > 0 AND (t.sector_id <> c.sector_id OR t.field_id <> c.field_id)`)
            expect(misplaced[0]?.n, s.totals).toBe(0)
          }
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    )
    for (const s of SOURCES) expect(created.get(s)!.length, s.table).toBeGreaterThan(0)
  }, 180_000)

  it.each(SOURCES)(
    'of $table reach a device like any entity, and a note edited does not send them again',
    async (s) => {
      const device = new TestDevice(server, admin)
      await device.pull()
      const mirrored = new Map(
        device
          .rows(s.entity)
          .filter((r) => r.amount !== 0 || r.entries !== 0)
          .map((r) => [
            `${String(r.churchId)} ${String(r.month)}`,
            { amount: r.amount, entries: r.entries },
          ]),
      )
      const { kept } = await keptAndRecomputed(s)
      expect(mirrored).toEqual(kept)
      expect(mirrored.size).toBeGreaterThan(0)

      const id = uuidv7()
      await device.push(s.mutations.create, {
        ...s.args(0),
        id,
        amount: 1_234,
        date: '2026-11-22',
      })
      await device.pull()
      expect(device.lastChanges.filter((c) => c.entity === s.entity)).toHaveLength(1)
      await device.push(s.mutations.update, { id, patch: s.note })
      await device.pull()
      expect(device.lastChanges.filter((c) => c.entity === s.entity)).toHaveLength(0)
    },
  )

  it('lose nothing when many devices record tithes of one church and month at once', async () => {
    const tithes = SOURCES[0]!
    const churchId = churches[1]!.id
    const before = (await keptAndRecomputed(tithes)).kept.get(`${churchId} 2026-08`)
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
    const { kept, recomputed } = await keptAndRecomputed(tithes)
    expect(kept).toEqual(recomputed)
    // 5 tithes of 100·(d+1)+i for d < 12: 5·100·78 + 12·10 centavos.
    expect(kept.get(`${churchId} 2026-08`)).toEqual({
      amount: (before?.amount ?? 0) + 39_120,
      entries: (before?.entries ?? 0) + 60,
    })
  })

  it('are not sent to a user without the permission to read their rows', async () => {
    const secretary = (await tokenFor(server, 'secretaria@celeiro.app')).token
    const device = new TestDevice(server, secretary)
    await device.pull()
    for (const s of SOURCES) expect(device.rows(s.entity), s.entity).toHaveLength(0)
  })
})
