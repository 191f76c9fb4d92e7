import { and, eq, isNull, sql } from 'drizzle-orm'
import type { HierarchyListQuery } from '../../../sync/contracts/hierarchy'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { churches, sectors } from '../../db/schema'
import type { RowLock } from './list'
import { limitOffset, searchWhere } from './list'

export type SectorRow = typeof sectors.$inferSelect
export type SectorInsert = typeof sectors.$inferInsert

/**
 * A live sector by id (any client: the service checks scope). `lock`: 'share' while a child is
 * created under it, 'update' while it is deleted, so the two cannot interleave.
 */
export async function findSector(
  db: DbOrTx,
  id: string,
  lock?: RowLock,
): Promise<SectorRow | undefined> {
  const query = db
    .select()
    .from(sectors)
    .where(and(eq(sectors.id, id), isNull(sectors.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for(lock) : query)
  return rows[0]
}

export async function findSectorAnyState(db: DbOrTx, id: string): Promise<SectorRow | undefined> {
  const rows = await db.select().from(sectors).where(eq(sectors.id, id)).limit(1)
  return rows[0]
}

export async function listSectors(db: DbOrTx, auth: AuthContext, query: HierarchyListQuery) {
  const where = and(
    scopeWhere(auth, {
      clientId: sectors.clientId,
      conventionId: sectors.conventionId,
      fieldId: sectors.fieldId,
      sectorId: sectors.id,
    }),
    isNull(sectors.deletedAt),
    query.conventionId ? eq(sectors.conventionId, query.conventionId) : undefined,
    query.fieldId ? eq(sectors.fieldId, query.fieldId) : undefined,
    query.sectorId ? eq(sectors.id, query.sectorId) : undefined,
    searchWhere(query.q, [sectors.name, sectors.sigla]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(sectors)
      .where(where)
      .orderBy(sectors.name, sectors.id)
      .limit(limit)
      .offset(offset),
    db.$count(sectors, where),
  ])
  return { rows, total }
}

export async function insertSector(
  db: DbOrTx,
  values: SectorInsert,
): Promise<SectorRow | undefined> {
  const rows = await db
    .insert(sectors)
    .values(values)
    .onConflictDoNothing({ target: sectors.id })
    .returning()
  return rows[0]
}

export async function updateSectorRow(
  db: DbOrTx,
  id: string,
  patch: Partial<SectorInsert>,
): Promise<SectorRow | undefined> {
  const rows = await db
    .update(sectors)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(sectors.id, id), isNull(sectors.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteSector(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(sectors)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(sectors.id, id), isNull(sectors.deletedAt)))
}

export function countLiveChurches(db: DbOrTx, sectorId: string): Promise<number> {
  return db.$count(churches, and(eq(churches.sectorId, sectorId), isNull(churches.deletedAt)))
}
