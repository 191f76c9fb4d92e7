import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { levels, roles, users } from '../../db/schema'
import { limitOffset, searchWhere, type Paging } from '../hierarchy/list'

export type RoleRow = typeof roles.$inferSelect
export type RoleInsert = typeof roles.$inferInsert
export type LevelRef = { id: string; name: string; order: number }
export type RoleWithLevel = { role: RoleRow; level: LevelRef }

const levelRef = { id: levels.id, name: levels.name, order: levels.order }

/** A live role of the client with its level. */
export async function findRole(
  db: DbOrTx,
  clientId: string,
  id: string,
): Promise<RoleWithLevel | undefined> {
  const rows = await db
    .select({ role: roles, level: levelRef })
    .from(roles)
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(and(eq(roles.id, id), eq(roles.clientId, clientId), isNull(roles.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function findRoleAnyState(db: DbOrTx, id: string): Promise<RoleRow | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.id, id)).limit(1)
  return rows[0]
}

export async function listRoles(
  db: DbOrTx,
  clientId: string,
  query: { q?: string | undefined; levelId?: string | undefined } & Paging,
) {
  const where = and(
    eq(roles.clientId, clientId),
    isNull(roles.deletedAt),
    query.levelId ? eq(roles.levelId, query.levelId) : undefined,
    searchWhere(query.q, [roles.name]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select({ role: roles, level: levelRef })
      .from(roles)
      .innerJoin(levels, eq(levels.id, roles.levelId))
      .where(where)
      .orderBy(roles.name, roles.id)
      .limit(limit)
      .offset(offset),
    db.$count(roles, where),
  ])
  return { rows, total }
}

export async function insertRole(db: DbOrTx, values: RoleInsert): Promise<RoleRow | undefined> {
  const rows = await db
    .insert(roles)
    .values(values)
    .onConflictDoNothing({ target: roles.id })
    .returning()
  return rows[0]
}

export async function updateRoleRow(
  db: DbOrTx,
  id: string,
  patch: Partial<RoleInsert>,
): Promise<void> {
  await db
    .update(roles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)))
}

export async function softDeleteRole(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(roles)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)))
}

export function countLiveUsersOfRole(db: DbOrTx, roleId: string): Promise<number> {
  return db.$count(users, and(eq(users.roleId, roleId), isNull(users.deletedAt)))
}
