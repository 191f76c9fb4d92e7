import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type {
  assetItems,
  assetMovements,
  assets,
  expenses,
  liabilities,
  repasseRegisters,
  revenueAttachments,
  serviceClosings,
  revenueReceipts,
  revenues,
  titheBudgets,
  titheMonthTotals,
  tithes,
} from '../../db/schema'

/**
 * Row access shared by the treasury's tables (each has the same id/scope/tombstone columns).
 * The queries are typed on one representative table and the rows are returned as the caller's
 * table type: the columns used here exist, with the same names and types, in all of them.
 */
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
  // The rows of a church's inventory and debts (server/modules/assets) share the same columns.
  | typeof assets
  | typeof assetMovements
  | typeof assetItems
  | typeof liabilities

type Anchor = typeof tithes
const anchor = (table: FinanceTable) => table as unknown as Anchor

export type RowOf<T extends FinanceTable> = T['$inferSelect']
export type InsertOf<T extends FinanceTable> = T['$inferInsert']
export type RowLock = 'update' | 'share'

/** A live row by id (any client: the service checks the scope). */
export async function findLive<T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  id: string,
  lock?: RowLock,
): Promise<RowOf<T> | undefined> {
  const t = anchor(table)
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for(lock) : query)
  return rows[0]
}

/** A row by id, live or deleted. */
export async function findAny<T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  id: string,
): Promise<RowOf<T> | undefined> {
  const t = anchor(table)
  const rows = await db.select().from(t).where(eq(t.id, id)).limit(1)
  return rows[0]
}

/** Inserts unless the id exists (then undefined). */
export async function insertRow<T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  values: InsertOf<T>,
): Promise<RowOf<T> | undefined> {
  return (await insertRows(db, table, [values]))[0]
}

/** Inserts every row whose id is free, in one statement; answers the rows inserted (fewer when an id was taken). */
export async function insertRows<T extends FinanceTable>(
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

export async function updateRow<T extends FinanceTable>(
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

export async function softDelete(db: DbOrTx, table: FinanceTable, id: string): Promise<void> {
  const t = anchor(table)
  await db
    .update(t)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
}

/** Soft-deletes the live rows of `table` whose entry_id is `entryId` (payments/attachments of a deleted entry). */
export async function softDeleteByEntry(
  db: DbOrTx,
  table: typeof revenueReceipts | typeof revenueAttachments,
  entryId: string,
): Promise<void> {
  const t = table as typeof revenueReceipts
  await db
    .update(t)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(t.entryId, entryId), isNull(t.deletedAt)))
}
