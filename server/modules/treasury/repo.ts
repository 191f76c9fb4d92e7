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
import { findRow, type RowLock, type RowOf } from '../../db/tombstone-rows'

export {
  insertRow,
  insertRows,
  softDelete,
  updateRow,
  type InsertOf,
  type RowLock,
  type RowOf,
} from '../../db/tombstone-rows'

/**
 * The treasury's tables, and the inventory's and debts' (server/modules/assets), which share
 * their id, scope and tombstone columns: row access is server/db/tombstone-rows.ts.
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
  | typeof assets
  | typeof assetMovements
  | typeof assetItems
  | typeof liabilities

/** A live row by id (any client: the service checks the scope). */
export const findLive = <T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  id: string,
  lock?: RowLock,
): Promise<RowOf<T> | undefined> => findRow(db, table, id, { lock })

/** A row by id, live or deleted. */
export const findAny = <T extends FinanceTable>(
  db: DbOrTx,
  table: T,
  id: string,
): Promise<RowOf<T> | undefined> => findRow(db, table, id, { live: false })

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
