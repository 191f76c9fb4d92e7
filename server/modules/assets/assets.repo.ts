import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { assetItems, assetMovements } from '../../db/schema'

/** Reads of an asset's movements and items, and the lock that serialises the rules' checks. */

const live = <T extends typeof assetItems | typeof assetMovements>(table: T, assetId: string) =>
  and(eq(table.assetId, assetId), isNull(table.deletedAt))

/** The asset's live movements (what its quantity follows from). */
export function movementsOf(db: DbOrTx, assetId: string) {
  return db
    .select({
      id: assetMovements.id,
      kind: assetMovements.kind,
      quantity: assetMovements.quantity,
      price: assetMovements.price,
    })
    .from(assetMovements)
    .where(live(assetMovements, assetId))
}

/** How many live items the asset has, `exceptId` left out. */
export function countItems(db: DbOrTx, assetId: string, exceptId?: string): Promise<number> {
  const where = live(assetItems, assetId)
  return db.$count(assetItems, exceptId ? and(where, ne(assetItems.id, exceptId)) : where)
}

/** The live items of the church whose identifier is the same as `identifier` without case. */
export async function sameIdentifiers(
  db: DbOrTx,
  churchId: string,
  identifier: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ identifier: assetItems.identifier })
    .from(assetItems)
    .where(
      and(
        eq(assetItems.churchId, churchId),
        isNull(assetItems.deletedAt),
        sql`upper(${assetItems.identifier}) = upper(${identifier.trim()})`,
        exceptId ? ne(assetItems.id, exceptId) : undefined,
      ),
    )
  return rows.map((r) => r.identifier)
}

/**
 * Serialises the writes that check a church's inventory rules (identifiers unique in the church,
 * items within the movements): two devices replaying at once are applied one after the other, so
 * the second sees the first's row. Held until the transaction ends.
 */
export async function lockChurchInventory(db: DbOrTx, churchId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`inventory:${churchId}`}, 0))`,
  )
}

/** Soft-deletes the live movements and items of a deleted asset. */
export async function softDeleteAssetParts(db: DbOrTx, assetId: string): Promise<void> {
  for (const table of [assetMovements, assetItems]) {
    await db
      .update(table)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(live(table, assetId))
  }
}
