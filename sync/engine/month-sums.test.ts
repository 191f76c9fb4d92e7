import { Dexie, liveQuery } from 'dexie'
import fc from 'fast-check'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { PullAnswer, PullChange } from '../contracts/sync'
import { databaseName, SyncDatabase } from './database'
import { DEVICE_DB_VERSION, DEVICE_ENTITIES } from './device-registry'
import { MONTH_SUMS, readYearSums, SUMMED_TABLES, type MonthSum } from './month-sums'
import { pullAll, resetMirror } from './pull'
import type { Transport } from './transport'

// liveQuery runs only where Dexie sees an indexedDB (a browser): give it one.
Dexie.dependencies.indexedDB = new IDBFactory()
Dexie.dependencies.IDBKeyRange = IDBKeyRange

const TABLES = [...SUMMED_TABLES]
const YEARS = [2025, 2026]
const MONTHS = YEARS.flatMap((y) => ['01', '06', '12'].map((m) => `${y}-${m}`))
const newDb = (indexedDB = new IDBFactory()) => new SyncDatabase('u1', { indexedDB, IDBKeyRange })

interface Total {
  id: string
  churchId: string
  month: string
  amount: number
  entries: number
}

const totalArb = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
  churchId: fc.constantFrom('c1', 'c2', 'c3'),
  month: fc.constantFrom(...MONTHS),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
  entries: fc.integer({ min: 1, max: 40 }),
})
const tableArb = fc.constantFrom(...TABLES)
const idsArb = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'zz'), { maxLength: 4 })

/** Every way a totals table is written: the engine's pull and reset, and Dexie's write calls. */
const opArb = fc.oneof(
  fc.record({
    op: fc.constant('pull' as const),
    changes: fc.array(fc.record({ table: tableArb, row: totalArb, deleted: fc.boolean() }), {
      maxLength: 8,
    }),
  }),
  fc.record({
    op: fc.constant('bulkPut' as const),
    table: tableArb,
    rows: fc.array(totalArb, { maxLength: 6 }),
  }),
  fc.record({
    op: fc.constant('bulkAdd' as const),
    table: tableArb,
    rows: fc.array(totalArb, { maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('bulkDelete' as const), table: tableArb, ids: idsArb }),
  fc.record({
    op: fc.constant('deleteBefore' as const),
    table: tableArb,
    month: fc.constantFrom(...MONTHS),
  }),
  fc.record({
    op: fc.constant('modify' as const),
    table: tableArb,
    churchId: fc.constantFrom('c1', 'c2'),
    amount: fc.integer({ min: 0, max: 1_000 }),
    month: fc.constantFrom(...MONTHS),
  }),
  fc.record({ op: fc.constant('clear' as const), table: tableArb }),
  fc.record({ op: fc.constant('reset' as const) }),
)
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never

let cursor = 0
async function pullOnce(db: SyncDatabase, changes: PullChange[]): Promise<void> {
  const page: PullAnswer = {
    reset: false,
    changes,
    cursor: ++cursor,
    hasMore: false,
    lastMutationId: 0,
    rejected: [],
  }
  let served = false
  const transport: Transport = {
    push: () => Promise.resolve({ lastMutationId: 0, results: [] }),
    pull: () => {
      const answer = served ? { ...page, changes: [], cursor: ++cursor } : page
      served = true
      return Promise.resolve(answer)
    },
  }
  await pullAll(db, transport, 'tok')
}

async function run(db: SyncDatabase, step: Op): Promise<void> {
  switch (step.op) {
    case 'pull':
      return pullOnce(
        db,
        step.changes.map(({ table, row, deleted }, i) =>
          deleted
            ? { entity: table, id: row.id, seq: i + 1, deleted: true }
            : { entity: table, id: row.id, seq: i + 1, row: { ...row } },
        ),
      )
    case 'bulkPut':
      await db.entity(step.table).bulkPut(step.rows.map((r) => ({ ...r })))
      return
    case 'bulkAdd':
      // Rows whose id is there already fail; the others are added (Dexie's BulkError).
      await db
        .entity(step.table)
        .bulkAdd(step.rows.map((r) => ({ ...r })))
        .catch((error: unknown) => {
          if (!(error instanceof Dexie.BulkError)) throw error
        })
      return
    case 'bulkDelete':
      return db.entity(step.table).bulkDelete(step.ids)
    case 'deleteBefore':
      await db.entity(step.table).where('month').below(step.month).delete()
      return
    case 'modify':
      await db
        .entity(step.table)
        .where('churchId')
        .equals(step.churchId)
        .modify({ amount: step.amount, month: step.month })
      return
    case 'clear':
      return db.entity(step.table).clear()
    case 'reset':
      return resetMirror(db)
  }
}

/** The sums recomputed from the rows, as the sums table holds them. */
async function recomputed(db: SyncDatabase): Promise<MonthSum[]> {
  const sums = new Map<string, MonthSum>()
  for (const table of TABLES)
    for (const row of (await db.entity(table).toArray()) as unknown as Total[]) {
      const key = `${table}|${row.month}`
      const sum = sums.get(key) ?? { key, table, month: row.month, amount: 0, entries: 0, rows: 0 }
      sum.amount += row.amount
      sum.entries += row.entries
      sum.rows++
      sums.set(key, sum)
    }
  return [...sums.values()].sort((a, b) => a.key.localeCompare(b.key))
}

describe('the month sums', () => {
  it('are the mirror’s rows per table and month, after any sequence of pulls, resets and writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = newDb()
        await db.open()
        try {
          for (const step of ops) {
            await run(db, step)
            const expected = await recomputed(db)
            expect(await db.table(MONTH_SUMS).toArray()).toEqual(expected)
            for (const table of TABLES)
              for (const year of YEARS) {
                const months = new Array<number>(12).fill(0)
                for (const sum of expected)
                  if (sum.table === table && sum.month.startsWith(`${year}-`))
                    months[Number(sum.month.slice(5)) - 1] = sum.amount
                expect(await readYearSums(db.entity(table), year)).toEqual(months)
              }
          }
        } finally {
          db.close()
        }
      }),
      { numRuns: 150 },
    )
    // 150 runs take ~4.6 s on this machine alone, past vitest's 5 s default when the suite is busy.
  }, 60_000)

  it('wake a live query of the year when a pull changes a church’s month', async () => {
    const db = newDb()
    await db.open()
    const seen: number[][] = []
    const subscription = liveQuery(() =>
      readYearSums(db.entity('titheMonthTotals'), 2026),
    ).subscribe((months) => seen.push(months))
    const total = (id: string, amount: number): PullChange => ({
      entity: 'titheMonthTotals',
      id,
      seq: 1,
      row: { id, churchId: id, month: '2026-06', amount, entries: 1 },
    })
    await pullOnce(db, [total('c1', 1_000), total('c2', 2_500)])
    await expect.poll(() => seen.at(-1)?.[5]).toBe(3_500)
    await pullOnce(db, [total('c2', 500)])
    await expect.poll(() => seen.at(-1)?.[5]).toBe(1_500)
    subscription.unsubscribe()
    db.close()
  })

  it('are made from the rows already there when a filled mirror upgrades to them, which stays filled', async () => {
    const indexedDB = new IDBFactory()
    // The database as the previous version left it: the same tables, no sums.
    const old = new Dexie(databaseName('u1'), { indexedDB, IDBKeyRange })
    old.version(DEVICE_DB_VERSION).stores({
      outbox: 'mutationId, rowKey',
      meta: 'key',
      attention: 'mutationId',
      shadow: 'key',
      ...Object.fromEntries(DEVICE_ENTITIES.map((e) => [e.name, ['id', ...e.indexes].join(', ')])),
    })
    await old.table('titheMonthTotals').bulkPut([
      { id: 'x', churchId: 'c1', month: '2026-03', amount: 700, entries: 2 },
      { id: 'y', churchId: 'c2', month: '2026-03', amount: 300, entries: 1 },
      { id: 'z', churchId: 'c2', month: '2025-12', amount: 900, entries: 3 },
    ])
    await old.table('paymentMonthTotals').put({
      id: 'p',
      churchId: 'c1',
      month: '2026-11',
      amount: 4_200,
      entries: 1,
    })
    old.close()

    const db = newDb(indexedDB)
    await db.open()
    expect(await db.entity('titheMonthTotals').count()).toBe(3)
    expect(await db.table(MONTH_SUMS).toArray()).toEqual(await recomputed(db))
    expect((await readYearSums(db.entity('titheMonthTotals'), 2026))[2]).toBe(1_000)
    expect((await readYearSums(db.entity('paymentMonthTotals'), 2026))[10]).toBe(4_200)
    db.close()
  })
})
