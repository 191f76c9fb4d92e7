import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Dexie,
  Middleware,
  Table,
  Transaction,
} from 'dexie'
import { periodOf } from '../contracts/treasury-dates'
import { rowsBefore } from './month-sums'

/**
 * The device's event sums (issue 50): what each event collected and spent, per church and month
 * — the receipts of the revenues linked to it, the tithes and offerings given for it, the
 * payments of the linked expenses — one row per event, kind, church and month. An event's
 * progress reads its some tens of rows instead of every linked revenue and receipt (a
 * field-wide campaign: 2,518 revenues and 2,569 receipts, 120-190 ms; docs/benchmarks.md).
 *
 * A storage middleware keeps them in the same IndexedDB transaction as every write to the rows
 * they sum, whoever makes it (a pull's page, a local write, a reset, a Dexie upgrade): a receipt
 * is counted under its entry's event and church, and an entry linked, unlinked, moved to another
 * church or deleted moves its receipts' sums. Never synced; the mirror holds only what the user
 * may read, so the sums do too. Equal to `eventFigures` over the rows (event-sums.test.ts).
 */

export const EVENT_SUMS = 'eventSums'
/** Primary key `key` (`${eventId}|${kind}|${churchId}|${month}`), indexed by event. */
export const EVENT_SUMS_STORE = 'key, eventId'

/** Received on a linked revenue, given as a tithe or offering, paid on a linked expense. */
export type EventSumKind = 'received' | 'given' | 'spent'

export interface EventSum {
  key: string
  eventId: string
  kind: EventSumKind
  churchId: string
  /** `YYYY-MM` of the receipt, gift or payment. */
  month: string
  /** Centavos. */
  amount: number
  /** How many rows it sums; at 0 the sum is deleted. */
  rows: number
}

interface Entry {
  id: string
  churchId: string
  eventId?: string | null
}
interface Paid {
  id: string
  entryId: string
  amount: number
  date: string
}
interface Gift {
  id: string
  churchId: string
  eventId?: string | null
  amount: number
  date: string
}

/** The entry tables and the table of what was paid on their entries. */
const SIDES = [
  { entries: 'revenues', paid: 'revenueReceipts', kind: 'received' },
  { entries: 'expenses', paid: 'expensePayments', kind: 'spent' },
] as const
const GIFTS = 'tithes'
const SOURCES: ReadonlySet<string> = new Set([...SIDES.flatMap((s) => [s.entries, s.paid]), GIFTS])

const sumKey = (eventId: string, kind: EventSumKind, churchId: string, month: string) =>
  `${eventId}|${kind}|${churchId}|${month}`

type Deltas = Map<string, Omit<EventSum, 'key'>>

function addTo(
  deltas: Deltas,
  eventId: string | null | undefined,
  kind: EventSumKind,
  churchId: string | undefined,
  date: string,
  amount: number,
  sign: 1 | -1,
): void {
  if (!eventId) return
  const church = churchId ?? ''
  const month = periodOf(date)
  const key = sumKey(eventId, kind, church, month)
  const delta = deltas.get(key) ?? { eventId, kind, churchId: church, month, amount: 0, rows: 0 }
  delta.amount += sign * amount
  delta.rows += sign
  deltas.set(key, delta)
}

/** An event's sums (every church and month it has). */
export function readEventSums(table: Table, eventId: string): Promise<EventSum[]> {
  return table.db.table<EventSum, string>(EVENT_SUMS).where('eventId').equals(eventId).toArray()
}

/** Adds the event sums to a database whose schema has EVENT_SUMS_STORE as EVENT_SUMS (before it opens). */
export function keepEventSums(db: Dexie): void {
  db.use(eventSumsMiddleware)
}

/** The stores a write to the summed rows reads or writes besides its own. */
const WITH = [EVENT_SUMS, ...SIDES.flatMap((s) => [s.entries, s.paid])]

const eventSumsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'EventSums',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(
        mode === 'readwrite' && stores.some((s) => SOURCES.has(s))
          ? [...new Set([...stores, ...WITH])]
          : stores,
        mode,
        options,
      ),
    table: (name) => {
      const table = down.table(name)
      if (!SOURCES.has(name)) return table
      return {
        ...table,
        mutate: async (req) => {
          const before =
            req.type !== 'deleteRange' && !PAID.has(name)
              ? await linkedBefore(table, req)
              : await rowsBefore<unknown>(table, req)
          const response = await table.mutate(req)
          const changed = written(req, before, response)
          const deltas: Deltas = new Map()
          if (name === GIFTS) giftDeltas(changed, deltas)
          else {
            const side = SIDES.find((s) => s.entries === name || s.paid === name)!
            if (side.paid === name) await paidDeltas(down, req.trans, side, changed, deltas)
            else await entryDeltas(down, req.trans, side, changed, deltas)
          }
          await addToSums(down.table(EVENT_SUMS), req.trans, deltas)
          return response
        },
      }
    },
  }),
}

const PAID: ReadonlySet<string> = new Set(SIDES.map((s) => s.paid))

/**
 * What each written key held before the write, for a table whose rows count only when linked
 * (entries, tithes): those linked (one read of the `eventId` index's keys, then only the written
 * keys among them); undefined for the rest, which add nothing. An initial sync's pages of
 * thousands of tithes so read a few keys, not every row they replace.
 */
async function linkedBefore(
  table: DBCoreTable,
  req: Exclude<DBCoreMutateRequest, { type: 'deleteRange' }>,
): Promise<{ keys: unknown[]; rows: unknown[] }> {
  const keys =
    req.type === 'delete'
      ? req.keys
      : (req.keys ??
        req.values.map((value) => table.schema.primaryKey.extractKey?.(value) as unknown))
  const index = table.schema.getIndexByKeyPath('eventId')
  if (!index) throw new Error(`event sums: ${table.name} has no eventId index`)
  const { result } = await table.query({
    trans: req.trans,
    // Above '': every string key (null is not indexed); no upper bound.
    query: {
      index,
      range: { type: 2, lower: '', lowerOpen: true, upper: undefined, upperOpen: false },
    },
    values: false,
  })
  const linked = new Set(result)
  const wanted = [...new Set(keys.filter((key) => linked.has(key)))]
  if (wanted.length === 0) return { keys, rows: keys.map(() => undefined) }
  const found = (await table.getMany({ trans: req.trans, keys: wanted })) as unknown[]
  const rows = new Map(wanted.map((key, i) => [key, found[i]]))
  return { keys, rows: keys.map((key) => rows.get(key)) }
}

type Change<T> = { old: T | undefined; now: T | undefined }

/** Each written key's row before and after the request (a key written twice: first to last). */
function written<T>(
  req: DBCoreMutateRequest,
  before: { keys: unknown[]; rows: (T | undefined)[] },
  response: DBCoreMutateResponse,
): Change<T>[] {
  const changes = new Map<unknown, Change<T>>()
  before.keys.forEach((key, i) => {
    if (response.failures[i]) return
    const now = req.type === 'add' || req.type === 'put' ? (req.values[i] as T) : undefined
    const change = changes.get(key)
    if (change) change.now = now
    else changes.set(key, { old: before.rows[i], now })
  })
  return [...changes.values()]
}

function giftDeltas(changes: Change<unknown>[], deltas: Deltas): void {
  for (const change of changes as Change<Gift>[])
    for (const [row, sign] of [
      [change.old, -1],
      [change.now, 1],
    ] as const)
      if (row) addTo(deltas, row.eventId, 'given', row.churchId, row.date, row.amount, sign)
}

/** A receipt counts under its entry's event and church (the entry as the transaction holds it). */
async function paidDeltas(
  down: DBCore,
  trans: DBCoreTransaction,
  side: (typeof SIDES)[number],
  changes: Change<unknown>[],
  deltas: Deltas,
): Promise<void> {
  const rows = changes as Change<Paid>[]
  const ids = [
    ...new Set(rows.flatMap((c) => [c.old?.entryId, c.now?.entryId]).filter((id) => id)),
  ] as string[]
  if (ids.length === 0) return
  const found = (await down.table(side.entries).getMany({ trans, keys: ids })) as (
    Entry | undefined
  )[]
  const entries = new Map(ids.map((id, i) => [id, found[i]]))
  for (const change of rows)
    for (const [row, sign] of [
      [change.old, -1],
      [change.now, 1],
    ] as const) {
      const entry = row ? entries.get(row.entryId) : undefined
      if (row && entry)
        addTo(deltas, entry.eventId, side.kind, entry.churchId, row.date, row.amount, sign)
    }
}

/** An entry whose event or church changed (linked, unlinked, moved, deleted) moves its receipts. */
async function entryDeltas(
  down: DBCore,
  trans: DBCoreTransaction,
  side: (typeof SIDES)[number],
  changes: Change<unknown>[],
  deltas: Deltas,
): Promise<void> {
  const moved = (changes as Change<Entry>[]).filter(
    (c) =>
      (c.old?.eventId || c.now?.eventId) &&
      (c.old?.eventId !== c.now?.eventId || c.old?.churchId !== c.now?.churchId),
  )
  if (moved.length === 0) return
  const paid = down.table(side.paid)
  const index = paid.schema.getIndexByKeyPath('entryId')
  if (!index) throw new Error(`event sums: ${side.paid} has no entryId index`)
  for (const change of moved) {
    const id = (change.old ?? change.now)!.id
    const { result } = await paid.query({
      trans,
      query: {
        index,
        range: { type: 1, lower: id, upper: id, lowerOpen: false, upperOpen: false },
      },
      values: true,
    })
    for (const p of result as Paid[]) {
      const { old, now } = change
      if (old) addTo(deltas, old.eventId, side.kind, old.churchId, p.date, p.amount, -1)
      if (now) addTo(deltas, now.eventId, side.kind, now.churchId, p.date, p.amount, 1)
    }
  }
}

async function addToSums(sums: DBCoreTable, trans: DBCoreTransaction, deltas: Deltas) {
  const keys = [...deltas.keys()].filter((key) => {
    const d = deltas.get(key)!
    return d.amount !== 0 || d.rows !== 0
  })
  if (keys.length === 0) return
  const existing = (await sums.getMany({ trans, keys })) as (EventSum | undefined)[]
  const puts: EventSum[] = []
  const deletes: string[] = []
  keys.forEach((key, i) => {
    const delta = deltas.get(key)!
    const old = existing[i]
    const sum: EventSum = {
      ...delta,
      key,
      amount: (old?.amount ?? 0) + delta.amount,
      rows: (old?.rows ?? 0) + delta.rows,
    }
    if (sum.rows > 0) puts.push(sum)
    else if (old) deletes.push(key)
  })
  if (puts.length > 0) await sums.mutate({ type: 'put', trans, values: puts })
  if (deletes.length > 0) await sums.mutate({ type: 'delete', trans, keys: deletes })
}

/** Sums every event again from the rows (a Dexie upgrade that adds the sums to a filled mirror). */
export async function rebuildEventSums(tx: Transaction): Promise<void> {
  const deltas: Deltas = new Map()
  for (const g of await tx.table<Gift, string>(GIFTS).where('eventId').above('').toArray())
    addTo(deltas, g.eventId, 'given', g.churchId, g.date, g.amount, 1)
  for (const side of SIDES) {
    const linked = await tx.table<Entry, string>(side.entries).where('eventId').above('').toArray()
    const entries = new Map(linked.map((e) => [e.id, e]))
    const paid = await tx
      .table<Paid, string>(side.paid)
      .where('entryId')
      .anyOf([...entries.keys()])
      .toArray()
    for (const p of paid) {
      const entry = entries.get(p.entryId)!
      addTo(deltas, entry.eventId, side.kind, entry.churchId, p.date, p.amount, 1)
    }
  }
  const sums = tx.table<EventSum, string>(EVENT_SUMS)
  await sums.clear()
  await sums.bulkPut([...deltas].map(([key, d]) => ({ ...d, key })))
}
