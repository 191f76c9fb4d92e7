import { Dexie } from 'dexie'
import fc from 'fast-check'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { PullAnswer, PullChange } from '../contracts/sync'
import type { Expense, Revenue } from '../contracts/treasury'
import type { Payment } from '../contracts/treasury/payments'
import { eventFigures, eventSumFigures } from '../rules/events'
import { SyncDatabase } from './database'
import { EVENT_SUMS, readEventSums, rebuildEventSums, type EventSum } from './event-sums'
import { pullAll, resetMirror } from './pull'
import type { Transport } from './transport'

Dexie.dependencies.indexedDB = new IDBFactory()
Dexie.dependencies.IDBKeyRange = IDBKeyRange

const newDb = () => new SyncDatabase('u1', { indexedDB: new IDBFactory(), IDBKeyRange })

const EVENTS = ['e1', 'e2']
const CHURCHES = ['c1', 'c2', 'c3']
const DATES = ['2026-01-10', '2026-01-25', '2026-06-03', '2027-02-01']
const ENTRY_IDS = ['r1', 'r2', 'r3', 'r4']
const PAID_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']
const TABLES = ['revenues', 'expenses', 'revenueReceipts', 'expensePayments', 'tithes'] as const
type TableName = (typeof TABLES)[number]

const eventArb = fc.constantFrom<string | null>(null, ...EVENTS)
const entryArb = fc.record({
  id: fc.constantFrom(...ENTRY_IDS),
  churchId: fc.constantFrom(...CHURCHES),
  eventId: eventArb,
})
const paidArb = fc.record({
  id: fc.constantFrom(...PAID_IDS),
  // Some receipts are of entries of the other side or of none (never counted).
  entryId: fc.constantFrom(...ENTRY_IDS, 'r9'),
  amount: fc.integer({ min: 0, max: 100_000 }),
  date: fc.constantFrom(...DATES),
})
const giftArb = fc.record({
  id: fc.constantFrom('t1', 't2', 't3'),
  churchId: fc.constantFrom(...CHURCHES),
  eventId: eventArb,
  amount: fc.integer({ min: 0, max: 100_000 }),
  date: fc.constantFrom(...DATES),
})
type AnyRow = { id: string } & Record<string, unknown>
const rowOf = (table: TableName): fc.Arbitrary<AnyRow> =>
  table === 'revenues' || table === 'expenses'
    ? entryArb.map((row): AnyRow => row)
    : table === 'tithes'
      ? giftArb.map((row): AnyRow => row)
      : paidArb.map((row): AnyRow => row)
const tableArb = fc.constantFrom(...TABLES)
const changeArb = tableArb.chain((table) =>
  fc.record({ table: fc.constant(table), row: rowOf(table), deleted: fc.boolean() }),
)

/** Every way these rows are written: the engine's pull and reset, and Dexie's write calls. */
const opArb = fc.oneof(
  fc.record({
    op: fc.constant('pull' as const),
    changes: fc.array(changeArb, { maxLength: 10 }),
  }),
  tableArb.chain((table) =>
    fc.record({
      op: fc.constant('bulkPut' as const),
      table: fc.constant(table),
      rows: fc.array(rowOf(table), { maxLength: 6 }),
    }),
  ),
  fc.record({
    op: fc.constant('bulkDelete' as const),
    table: tableArb,
    ids: fc.array(fc.constantFrom(...ENTRY_IDS, ...PAID_IDS, 't1', 't2'), { maxLength: 4 }),
  }),
  // Entries linked to another event, or moved to another church, with their receipts in place.
  fc.record({
    op: fc.constant('relink' as const),
    table: fc.constantFrom('revenues' as const, 'expenses' as const),
    churchId: fc.constantFrom(...CHURCHES),
    eventId: eventArb,
    to: fc.constantFrom(...CHURCHES),
  }),
  fc.record({
    op: fc.constant('reprice' as const),
    table: fc.constantFrom(
      'revenueReceipts' as const,
      'expensePayments' as const,
      'tithes' as const,
    ),
    amount: fc.integer({ min: 0, max: 1_000 }),
    date: fc.constantFrom(...DATES),
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
    case 'bulkDelete':
      return db.entity(step.table).bulkDelete(step.ids)
    case 'relink':
      await db
        .entity(step.table)
        .where('churchId')
        .equals(step.churchId)
        .modify({ eventId: step.eventId, churchId: step.to })
      return
    case 'reprice':
      await db
        .entity(step.table)
        .where('date')
        .equals(step.date)
        .modify((row) => {
          row.amount = step.amount
        })
      return
    case 'clear':
      return db.entity(step.table).clear()
    case 'reset':
      return resetMirror(db)
  }
}

/** The rows as eventFigures takes them (only the fields the figures read matter). */
async function books(db: SyncDatabase) {
  const all = async <T>(name: TableName) => (await db.entity(name).toArray()) as unknown as T[]
  return {
    revenues: await all<Revenue>('revenues'),
    expenses: await all<Expense>('expenses'),
    receipts: await all<Payment>('revenueReceipts'),
    payments: await all<Payment>('expensePayments'),
    tithes: await all<{ eventId: string | null; amount: number; date: string; churchId: string }>(
      'tithes',
    ),
  }
}

const event = (id: string) => ({
  id,
  revenueBudget: 1_000_000,
  budgetAmount: 500_000,
  endDate: '2026-12-31',
})
const byId = <T extends { churchId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.churchId.localeCompare(b.churchId))

/** The sums' figures equal eventFigures over the rows, for every event. */
async function expectSumsEqualRows(db: SyncDatabase): Promise<void> {
  const rows = await books(db)
  for (const id of EVENTS) {
    const fromRows = eventFigures({ event: event(id), ...rows })
    const fromSums = eventSumFigures(event(id), await readEventSums(db.entity('revenues'), id))
    // All but what only the rows give (each linked entry's instalments); churches of equal sums
    // in any order.
    const { planned, committed } = fromRows
    expect({ ...fromSums, planned, committed, byChurch: byId(fromSums.byChurch) }).toEqual({
      ...fromRows,
      byChurch: byId(fromRows.byChurch),
    })
  }
}

const sorted = (sums: EventSum[]) => [...sums].sort((a, b) => a.key.localeCompare(b.key))

describe('the event sums', () => {
  it('give what eventFigures gives over the rows, after any sequence of pulls, resets, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = newDb()
        await db.open()
        try {
          for (const step of ops) {
            await run(db, step)
            await expectSumsEqualRows(db)
          }
          // Rebuilt from the rows (the Dexie upgrade of a filled mirror), they are the same.
          const kept = sorted(await db.table<EventSum>(EVENT_SUMS).toArray())
          await db.transaction('rw', [...TABLES, EVENT_SUMS], (tx) => rebuildEventSums(tx))
          expect(sorted(await db.table<EventSum>(EVENT_SUMS).toArray())).toEqual(kept)
        } finally {
          db.close()
        }
      }),
      { numRuns: 60 },
    )
  }, 60_000)
})
