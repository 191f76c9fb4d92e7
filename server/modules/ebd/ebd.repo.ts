import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { ebdEnrolments, ebdRolls, members, users } from '../../db/schema'

/**
 * The Sunday school's queries (docs/ebd.md). Finding, inserting, updating and deleting one of its
 * rows by id is server/db/tombstone-rows.ts, as for every church's table.
 */
export type { EbdTable } from '../../db/tombstone-rows'

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
