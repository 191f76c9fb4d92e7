import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  churches,
  memberCategoryChanges,
  members,
  memberTransfers,
  rowHistory,
} from '../../db/schema'

export type MemberRow = typeof members.$inferSelect
export type MemberInsert = typeof members.$inferInsert
export type ChurchRow = typeof churches.$inferSelect

/** A live member by id (any client: the service checks scope); `update` locks it for the change. */
export async function findMember(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<MemberRow | undefined> {
  const query = db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for('update') : query)
  return rows[0]
}

/** The church of a live member (a tithe's check): one column, not the whole row. */
export async function liveMemberChurch(db: DbOrTx, id: string): Promise<string | undefined> {
  const rows = await db
    .select({ churchId: members.churchId })
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1)
  return rows[0]?.churchId
}

/** The churches of live members by id, in one statement (a batch of replayed tithes); the missing or deleted are absent. */
export async function liveMembersChurches(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: members.id, churchId: members.churchId })
    .from(members)
    .where(and(inArray(members.id, [...ids]), isNull(members.deletedAt)))
  return new Map(rows.map((row) => [row.id, row.churchId]))
}

export async function findMemberAnyState(db: DbOrTx, id: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1)
  return rows[0]
}

/** Another live member of the client organisation with this CPF. */
export async function findLiveCpf(
  db: DbOrTx,
  clientId: string,
  cpf: string,
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.clientId, clientId),
        eq(members.cpf, cpf),
        isNull(members.deletedAt),
        // Pending self-registrations hold no CPF (members_cpf_uq leaves them out too).
        ne(members.approval, 'pending'),
        exceptId ? ne(members.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return rows[0]
}

/** Inserts unless the id exists (a replayed create); undefined when it did. */
export async function insertMember(
  db: DbOrTx,
  values: MemberInsert,
): Promise<MemberRow | undefined> {
  return (await insertMembers(db, [values]))[0]
}

/** Inserts every member whose id is free, in one statement; answers the rows inserted. */
export async function insertMembers(
  db: DbOrTx,
  values: readonly MemberInsert[],
): Promise<MemberRow[]> {
  if (values.length === 0) return []
  return db
    .insert(members)
    .values([...values])
    .onConflictDoNothing()
    .returning()
}

export async function updateMemberRow(
  db: DbOrTx,
  id: string,
  patch: Partial<MemberInsert>,
): Promise<MemberRow | undefined> {
  const rows = await db
    .update(members)
    .set(patch)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .returning()
  return rows[0]
}

export async function findLiveChurch(db: DbOrTx, id: string): Promise<ChurchRow | undefined> {
  const rows = await db
    .select()
    .from(churches)
    .where(and(eq(churches.id, id), isNull(churches.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function insertCategoryChange(
  db: DbOrTx,
  values: typeof memberCategoryChanges.$inferInsert,
): Promise<void> {
  await db.insert(memberCategoryChanges).values(values)
}

export async function insertTransfer(
  db: DbOrTx,
  values: typeof memberTransfers.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(memberTransfers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: memberTransfers.id })
  return rows.length > 0
}

/** The category history follows its member to the new church. */
export async function moveCategoryChanges(
  db: DbOrTx,
  memberId: string,
  place: { conventionId: string; fieldId: string; sectorId: string; churchId: string },
): Promise<void> {
  await db
    .update(memberCategoryChanges)
    .set(place)
    .where(eq(memberCategoryChanges.memberId, memberId))
}

/** Anonymisation of the rows that name the member: transfers keep their places and dates only. */
export async function scrubTransfers(db: DbOrTx, memberId: string): Promise<void> {
  await db
    .update(memberTransfers)
    .set({ memberName: '' })
    .where(eq(memberTransfers.memberId, memberId))
}

/**
 * Anonymisation of the row history: every recorded old/new value of a personal field becomes
 * null (the entries keep who changed what and when, not the values).
 */
export async function scrubHistory(
  db: DbOrTx,
  entity: string,
  rowId: string,
  personalFields: readonly string[],
): Promise<void> {
  const fields = sql.raw(`array[${personalFields.map((f) => `'${f}'`).join(',')}]`)
  await db
    .update(rowHistory)
    .set({
      changes: sql`(
        select coalesce(jsonb_object_agg(key,
          case when key = any(${fields}) then '{"old":null,"new":null}'::jsonb else value end), '{}'::jsonb)
        from jsonb_each(${rowHistory.changes})
      )`,
    })
    .where(and(eq(rowHistory.entity, entity), eq(rowHistory.rowId, rowId)))
}

/** The category history of a deleted member leaves every mirror with it. */
export async function tombstoneCategoryChanges(
  db: DbOrTx,
  memberId: string,
  at: string,
): Promise<void> {
  await db
    .update(memberCategoryChanges)
    .set({ deletedAt: at })
    .where(
      and(eq(memberCategoryChanges.memberId, memberId), isNull(memberCategoryChanges.deletedAt)),
    )
}
