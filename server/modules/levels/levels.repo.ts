import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ListQuery } from '../../../sync/contracts/common'
import type { DbOrTx } from '../../db/client'
import { levels, roles } from '../../db/schema'
import { limitOffset, searchWhere } from '../hierarchy/list'

export type LevelRow = typeof levels.$inferSelect
export type LevelInsert = typeof levels.$inferInsert

/** A live level of the client. */
export async function findLevel(
  db: DbOrTx,
  clientId: string,
  id: string,
): Promise<LevelRow | undefined> {
  const rows = await db
    .select()
    .from(levels)
    .where(and(eq(levels.id, id), eq(levels.clientId, clientId), isNull(levels.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function findLevelAnyState(db: DbOrTx, id: string): Promise<LevelRow | undefined> {
  const rows = await db.select().from(levels).where(eq(levels.id, id)).limit(1)
  return rows[0]
}

/** The client's live level of order 0 other than `exceptId`, if any. */
export async function findAdministratorLevel(db: DbOrTx, clientId: string, exceptId?: string) {
  const rows = await db
    .select()
    .from(levels)
    .where(and(eq(levels.clientId, clientId), eq(levels.order, 0), isNull(levels.deletedAt)))
  return rows.find((row) => row.id !== exceptId)
}

export async function listLevels(db: DbOrTx, clientId: string, query: ListQuery) {
  const where = and(
    eq(levels.clientId, clientId),
    isNull(levels.deletedAt),
    searchWhere(query.q, [levels.name]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(levels)
      .where(where)
      .orderBy(levels.order, levels.name, levels.id)
      .limit(limit)
      .offset(offset),
    db.$count(levels, where),
  ])
  return { rows, total }
}

export async function insertLevel(db: DbOrTx, values: LevelInsert): Promise<LevelRow | undefined> {
  const rows = await db
    .insert(levels)
    .values(values)
    .onConflictDoNothing({ target: levels.id })
    .returning()
  return rows[0]
}

export async function updateLevelRow(
  db: DbOrTx,
  id: string,
  patch: Partial<LevelInsert>,
): Promise<LevelRow | undefined> {
  const rows = await db
    .update(levels)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(levels.id, id), isNull(levels.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteLevel(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(levels)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(levels.id, id), isNull(levels.deletedAt)))
}

/** Live levels whose parent is this one. */
export function childLevels(db: DbOrTx, id: string): Promise<LevelRow[]> {
  return db
    .select()
    .from(levels)
    .where(and(eq(levels.parentLevelId, id), isNull(levels.deletedAt)))
}

export function countLiveRolesOfLevel(db: DbOrTx, levelId: string): Promise<number> {
  return db.$count(roles, and(eq(roles.levelId, levelId), isNull(roles.deletedAt)))
}
