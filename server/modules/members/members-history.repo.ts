import type { DbOrTx } from '../../db/client'
import { rowHistory } from '../../db/schema'

/** A history entry written by the service itself (the anonymising delete records no values). */
export async function insertHistory(
  db: DbOrTx,
  values: typeof rowHistory.$inferInsert,
): Promise<void> {
  await db.insert(rowHistory).values(values)
}
