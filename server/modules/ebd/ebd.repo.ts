import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { ebdClasses, ebdQuarters } from '../../db/schema'
import { ebdEnrolments, ebdRolls, members, users } from '../../db/schema'

/**
 * Row access of the Sunday school's tables (docs/ebd.md). The four tables share the id, scope and
 * tombstone columns; the queries are typed on one of them and answer the caller's table type.
 */
export type EbdTable =
  typeof ebdClasses | typeof ebdEnrolments | typeof ebdQuarters | typeof ebdRolls
type Anchor = typeof ebdClasses
const anchor = (table: EbdTable) => table as unknown as Anchor

export type EbdRowOf<T extends EbdTable> = T['$inferSelect']
export type EbdInsertOf<T extends EbdTable> = T['$inferInsert']

/** A row by id (live only unless `live: false`), locked when asked. */
export async function findEbdRow<T extends EbdTable>(
  db: DbOrTx,
  table: T,
  id: string,
  opts: { live?: boolean; lock?: 'update' | 'share' } = {},
): Promise<EbdRowOf<T> | undefined> {
  const t = anchor(table)
  const where = opts.live === false ? eq(t.id, id) : and(eq(t.id, id), isNull(t.deletedAt))
  const query = db.select().from(t).where(where).limit(1)
  const rows = await (opts.lock ? query.for(opts.lock) : query)
  return rows[0]
}

/** Inserts unless the id is taken (then undefined). */
export async function insertEbdRow<T extends EbdTable>(
  db: DbOrTx,
  table: T,
  values: EbdInsertOf<T>,
): Promise<EbdRowOf<T> | undefined> {
  const t = anchor(table)
  const rows = await db
    .insert(t)
    .values(values as Anchor['$inferInsert'])
    .onConflictDoNothing({ target: t.id })
    .returning()
  return rows[0]
}

/** Updates a live row (or any row with `revive`: a deleted roll saved again lives again). */
export async function updateEbdRow<T extends EbdTable>(
  db: DbOrTx,
  table: T,
  id: string,
  patch: Partial<EbdInsertOf<T>>,
): Promise<EbdRowOf<T> | undefined> {
  const t = anchor(table)
  const rows = await db
    .update(t)
    .set({ ...(patch as Partial<Anchor['$inferInsert']>), updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteEbdRow(db: DbOrTx, table: EbdTable, id: string): Promise<void> {
  const t = anchor(table)
  await db
    .update(t)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
}

/** The live members among `ids` of this church (students and teachers are the church's people). */
export async function churchMemberIds(
  db: DbOrTx,
  churchId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        inArray(members.id, [...new Set(ids)]),
        eq(members.churchId, churchId),
        isNull(members.deletedAt),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** The member the user is linked to (a teacher is a member), as the database says now. */
export async function linkedMemberId(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ memberId: users.memberId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return rows[0]?.memberId ?? null
}

/** Whether a class has live rolls (a class with rolls is not deleted: its history would dangle). */
export async function classHasRolls(db: DbOrTx, classId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ebdRolls.id })
    .from(ebdRolls)
    .where(and(eq(ebdRolls.classId, classId), isNull(ebdRolls.deletedAt)))
    .limit(1)
  return rows.length > 0
}

/** Ends the class's enrolments with it (a deleted class keeps no student). */
export async function softDeleteEnrolmentsOf(db: DbOrTx, classId: string): Promise<void> {
  await db
    .update(ebdEnrolments)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(ebdEnrolments.classId, classId), isNull(ebdEnrolments.deletedAt)))
}
