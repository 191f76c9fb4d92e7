import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from './client'
import type {
  assetItems,
  assetMovements,
  assets,
  ebdClasses,
  ebdEnrolments,
  ebdQuarters,
  ebdRolls,
  expenses,
  liabilities,
  repasseRegisters,
  revenueAttachments,
  revenueReceipts,
  revenues,
  serviceClosings,
  titheBudgets,
  titheMonthTotals,
  tithes,
} from './schema'

/**
 * Row access shared by the tables whose rows are a church's, each with the same id, scope and
 * tombstone (`deleted_at`) columns: the treasury's, the inventory's and debts', the Sunday
 * school's. The queries are typed on one representative table and the rows are returned as the
 * caller's table type: the columns used here exist, with the same names and types, in all of
 * them.
 */
/** The treasury's tables, and the inventory's and debts' (server/modules/assets). */
export type FinanceTable =
  | typeof revenues
  | typeof expenses
  // expensePayments and expenseAttachments have the same types as these two (one factory each).
  | typeof revenueReceipts
  | typeof tithes
  | typeof titheBudgets
  | typeof titheMonthTotals
  | typeof repasseRegisters
  | typeof revenueAttachments
  | typeof serviceClosings
  | typeof assets
  | typeof assetMovements
  | typeof assetItems
  | typeof liabilities

/** The Sunday school's tables (server/modules/ebd). */
export type EbdTable =
  typeof ebdClasses | typeof ebdEnrolments | typeof ebdQuarters | typeof ebdRolls

export type TombstoneTable = FinanceTable | EbdTable

type Anchor = typeof tithes
const anchor = (table: TombstoneTable) => table as unknown as Anchor

export type RowOf<T extends TombstoneTable> = T['$inferSelect']
export type InsertOf<T extends TombstoneTable> = T['$inferInsert']
export type RowLock = 'update' | 'share'

/** A row by id (any client: the service checks the scope): live only unless `live: false`, locked when asked. */
export async function findRow<T extends TombstoneTable>(
  db: DbOrTx,
  table: T,
  id: string,
  opts: { live?: boolean; lock?: RowLock } = {},
): Promise<RowOf<T> | undefined> {
  const t = anchor(table)
  const where = opts.live === false ? eq(t.id, id) : and(eq(t.id, id), isNull(t.deletedAt))
  const query = db.select().from(t).where(where).limit(1)
  const rows = await (opts.lock ? query.for(opts.lock) : query)
  return rows[0]
}

/** Inserts every row whose id is free, in one statement; answers the rows inserted (fewer when an id was taken). */
export async function insertRows<T extends TombstoneTable>(
  db: DbOrTx,
  table: T,
  values: readonly InsertOf<T>[],
): Promise<RowOf<T>[]> {
  if (values.length === 0) return []
  const t = anchor(table)
  return db
    .insert(t)
    .values(values as Anchor['$inferInsert'][])
    .onConflictDoNothing({ target: t.id })
    .returning()
}

/** Inserts unless the id exists (then undefined). */
export async function insertRow<T extends TombstoneTable>(
  db: DbOrTx,
  table: T,
  values: InsertOf<T>,
): Promise<RowOf<T> | undefined> {
  return (await insertRows(db, table, [values]))[0]
}

/** Updates a live row; answers it, or undefined when there is none. */
export async function updateRow<T extends TombstoneTable>(
  db: DbOrTx,
  table: T,
  id: string,
  patch: Partial<InsertOf<T>>,
): Promise<RowOf<T> | undefined> {
  const t = anchor(table)
  const rows = await db
    .update(t)
    .set({ ...(patch as Partial<Anchor['$inferInsert']>), updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .returning()
  return rows[0]
}

/** Marks a live row deleted (its tombstone is what a device's pull learns). */
export async function softDelete(db: DbOrTx, table: TombstoneTable, id: string): Promise<void> {
  const t = anchor(table)
  await db
    .update(t)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
}
