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
import { CATALOG, ENTITY_NAMES } from '../contracts/catalog'
import { monthTotalSchema, type MonthTotal } from '../contracts/treasury/month-totals'

/**
 * The device's month sums: for each monthly-totals table (one row per church and month, kept by
 * the server), the sum of its rows per month, one row per table and month. A figure over the
 * whole mirror (the organisation's tithing charts, the home's figures) reads the 12 rows of a
 * year instead of one per church and month (7,766 for the large data set's administrator).
 *
 * A storage middleware keeps them in the same IndexedDB transaction as every write to a totals
 * table, whoever makes it (a pull's page, a reset, a Dexie upgrade): they cannot drift from the
 * rows they sum. Never synced, never written by anything else.
 */

/** The mirror's tables of monthly totals: every entity whose rows are month totals. */
export const SUMMED_TABLES: ReadonlySet<string> = new Set(
  ENTITY_NAMES.filter((name) => CATALOG[name].row === monthTotalSchema),
)

/** The store of the sums, and its Dexie schema (primary key `key`: `${table}|${month}`). */
export const MONTH_SUMS = 'monthSums'
export const MONTH_SUMS_STORE = 'key'

export interface MonthSum {
  key: string
  table: string
  /** `YYYY-MM`. */
  month: string
  /** Centavos: the sum of the rows' `amount`. */
  amount: number
  /** The sum of the rows' `entries`. */
  entries: number
  /** How many totals rows (churches) it sums; at 0 the sum is deleted. */
  rows: number
}

type Summed = Pick<MonthTotal, 'month' | 'amount' | 'entries'>
type Delta = Pick<MonthSum, 'amount' | 'entries' | 'rows'>

const sumKey = (table: string, month: string) => `${table}|${month}`

/** Centavos per month (January first) of `year`, summed over every row of `table`. */
export async function readYearSums(table: Table, year: number): Promise<number[]> {
  const sums: Table<MonthSum, string> = table.db.table(MONTH_SUMS)
  const rows = await sums
    .where('key')
    .between(sumKey(table.name, `${year}-01`), sumKey(table.name, `${year}-12`), true, true)
    .toArray()
  const months = new Array<number>(12).fill(0)
  for (const row of rows) months[Number(row.month.slice(5, 7)) - 1] = row.amount
  return months
}

/** Adds the month sums to a database whose schema has MONTH_SUMS_STORE as MONTH_SUMS (before it opens). */
export function keepMonthSums(db: Dexie): void {
  db.use(monthSumsMiddleware)
}

const monthSumsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'MonthSums',
  create: (down) => ({
    ...down,
    // A write to a totals table writes the sums too: its transaction takes their store.
    transaction: (stores, mode, options) =>
      down.transaction(
        mode === 'readwrite' &&
          stores.some((s) => SUMMED_TABLES.has(s)) &&
          !stores.includes(MONTH_SUMS)
          ? [...stores, MONTH_SUMS]
          : stores,
        mode,
        options,
      ),
    table: (name) => {
      const table = down.table(name)
      if (!SUMMED_TABLES.has(name)) return table
      return {
        ...table,
        mutate: async (req) => {
          const before = await rowsBefore(table, req)
          const response = await table.mutate(req)
          await addToSums(down.table(MONTH_SUMS), req.trans, name, changes(req, before, response))
          return response
        },
      }
    },
  }),
}

/** What each written key held before the write, in the request's order (event-sums.ts too). */
export async function rowsBefore<T = Summed>(
  table: DBCoreTable,
  req: DBCoreMutateRequest,
): Promise<{ keys: unknown[]; rows: (T | undefined)[] }> {
  if (req.type === 'deleteRange') {
    const { result } = await table.query({
      trans: req.trans,
      query: { index: table.schema.primaryKey, range: req.range },
      values: true,
    })
    const rows = result as T[]
    return { keys: rows.map((row) => table.schema.primaryKey.extractKey?.(row) as unknown), rows }
  }
  const keys =
    req.type === 'delete'
      ? req.keys
      : (req.keys ??
        req.values.map((value) => table.schema.primaryKey.extractKey?.(value) as unknown))
  return { keys, rows: (await table.getMany({ trans: req.trans, keys })) as (T | undefined)[] }
}

/** Per month, what the write added (rows written) less what it removed (rows replaced or deleted). */
function changes(
  req: DBCoreMutateRequest,
  before: { keys: unknown[]; rows: (Summed | undefined)[] },
  response: DBCoreMutateResponse,
): Map<string, Delta> {
  const deltas = new Map<string, Delta>()
  const add = (row: Summed | undefined, sign: 1 | -1) => {
    if (!row) return
    const delta = deltas.get(row.month) ?? { amount: 0, entries: 0, rows: 0 }
    delta.amount += sign * row.amount
    delta.entries += sign * row.entries
    delta.rows += sign
    deltas.set(row.month, delta)
  }
  // A key written twice in one request: the second write replaces the first.
  const current = new Map<unknown, Summed | undefined>()
  before.keys.forEach((key, i) => {
    if (response.failures[i]) return
    add(current.has(key) ? current.get(key) : before.rows[i], -1)
    const written = req.type === 'add' || req.type === 'put' ? (req.values[i] as Summed) : undefined
    add(written, 1)
    current.set(key, written)
  })
  return deltas
}

async function addToSums(
  sums: DBCoreTable,
  trans: DBCoreTransaction,
  table: string,
  deltas: Map<string, Delta>,
): Promise<void> {
  if (deltas.size === 0) return
  const months = [...deltas.keys()]
  const keys = months.map((month) => sumKey(table, month))
  const existing = (await sums.getMany({ trans, keys })) as (MonthSum | undefined)[]
  const puts: MonthSum[] = []
  const deletes: string[] = []
  months.forEach((month, i) => {
    const delta = deltas.get(month)
    const old = existing[i]
    if (!delta) return
    const sum: MonthSum = {
      key: sumKey(table, month),
      table,
      month,
      amount: (old?.amount ?? 0) + delta.amount,
      entries: (old?.entries ?? 0) + delta.entries,
      rows: (old?.rows ?? 0) + delta.rows,
    }
    if (sum.rows > 0) puts.push(sum)
    else if (old) deletes.push(sum.key)
  })
  if (puts.length > 0) await sums.mutate({ type: 'put', trans, values: puts })
  if (deletes.length > 0) await sums.mutate({ type: 'delete', trans, keys: deletes })
}

/** Sums every totals table again from its rows (a Dexie upgrade that adds the sums to a filled mirror). */
export async function rebuildMonthSums(tx: Transaction): Promise<void> {
  const sums = tx.table<MonthSum, string>(MONTH_SUMS)
  await sums.clear()
  for (const table of SUMMED_TABLES) {
    const byMonth = new Map<string, MonthSum>()
    await tx.table<Summed, string>(table).each((row) => {
      const sum = byMonth.get(row.month) ?? {
        key: sumKey(table, row.month),
        table,
        month: row.month,
        amount: 0,
        entries: 0,
        rows: 0,
      }
      sum.amount += row.amount
      sum.entries += row.entries
      sum.rows += 1
      byMonth.set(row.month, sum)
    })
    await sums.bulkPut([...byMonth.values()])
  }
}
