import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { UserListQuery } from '../../../sync/contracts/users'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { levels, roles, users } from '../../db/schema'
import { limitOffset, searchWhere } from '../hierarchy/list'

export type UserRow = typeof users.$inferSelect
export type UserInsert = typeof users.$inferInsert
export type UserWithRole = {
  user: UserRow
  role: { id: string; name: string; permissions: string[] }
  level: { id: string; name: string; order: number }
}

const joined = {
  user: users,
  role: { id: roles.id, name: roles.name, permissions: roles.permissions },
  level: { id: levels.id, name: levels.name, order: levels.order },
}

export async function findUser(db: DbOrTx, id: string): Promise<UserWithRole | undefined> {
  const rows = await db
    .select(joined)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function findUserAnyState(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

/** Whether another live user (of any client: an address signs in to one account) has this e-mail. */
export async function emailTaken(db: DbOrTx, email: string, exceptId?: string): Promise<boolean> {
  const where: SQL | undefined = and(
    eq(users.email, email),
    isNull(users.deletedAt),
    exceptId ? ne(users.id, exceptId) : undefined,
  )
  return (await db.$count(users, where)) > 0
}

/** Another live user linked to this member record. */
export async function memberLinked(
  db: DbOrTx,
  memberId: string,
  exceptId: string,
): Promise<boolean> {
  const where = and(eq(users.memberId, memberId), isNull(users.deletedAt), ne(users.id, exceptId))
  return (await db.$count(users, where)) > 0
}

export async function listUsers(db: DbOrTx, auth: AuthContext, query: UserListQuery) {
  const where = and(
    scopeWhere(auth, {
      clientId: users.clientId,
      conventionId: users.conventionId,
      fieldId: users.fieldId,
      sectorId: users.sectorId,
      churchId: users.churchId,
    }),
    isNull(users.deletedAt),
    query.roleId ? eq(users.roleId, query.roleId) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.conventionId ? eq(users.conventionId, query.conventionId) : undefined,
    query.fieldId ? eq(users.fieldId, query.fieldId) : undefined,
    query.sectorId ? eq(users.sectorId, query.sectorId) : undefined,
    query.churchId ? eq(users.churchId, query.churchId) : undefined,
    searchWhere(query.q, [users.name, users.fullName, users.email]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select(joined)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(levels, eq(levels.id, roles.levelId))
      .where(where)
      .orderBy(users.name, users.id)
      .limit(limit)
      .offset(offset),
    db.$count(users, where),
  ])
  return { rows, total }
}

export async function insertUser(db: DbOrTx, values: UserInsert): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.id })
    .returning({ id: users.id })
  return rows.length === 1
}

export async function updateUserRow(
  db: DbOrTx,
  id: string,
  patch: Partial<UserInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
}

export async function softDeleteUser(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, status: 'inactive' })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
}
