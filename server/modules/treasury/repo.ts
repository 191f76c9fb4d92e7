import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { revenueAttachments, revenueReceipts } from '../../db/schema'
import { findRow, type FinanceTable, type RowLock, type RowOf } from '../../db/tombstone-rows'

export {
  type FinanceTable,
  insertRow,
  insertRows,
  softDelete,
  updateRow,
  type InsertOf,
  type RowLock,
  type RowOf,
} from '../../db/tombstone-rows'

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
