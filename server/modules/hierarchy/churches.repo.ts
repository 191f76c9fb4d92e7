import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { HierarchyListQuery } from '../../../sync/contracts/hierarchy'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { churches, users } from '../../db/schema'
import type { RowLock } from './list'
import { limitOffset, searchWhere } from './list'

export type ChurchRow = typeof churches.$inferSelect
export type ChurchInsert = typeof churches.$inferInsert

const churchScope = (auth: AuthContext): SQL =>
  scopeWhere(auth, {
    clientId: churches.clientId,
    conventionId: churches.conventionId,
    fieldId: churches.fieldId,
    sectorId: churches.sectorId,
    churchId: churches.id,
  })

/**
 * A live churche by id (any client: the service checks scope). `lock`: 'share' while a child is
 * created under it, 'update' while it is deleted, so the two cannot interleave.
 */
export async function findChurch(
  db: DbOrTx,
  id: string,
  lock?: RowLock,
): Promise<ChurchRow | undefined> {
  const query = db
    .select()
    .from(churches)
    .where(and(eq(churches.id, id), isNull(churches.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for(lock) : query)
  return rows[0]
}

export async function findChurchAnyState(db: DbOrTx, id: string): Promise<ChurchRow | undefined> {
  const rows = await db.select().from(churches).where(eq(churches.id, id)).limit(1)
  return rows[0]
}

/** The live church with this CNPJ (14 digits) that the user may read. */
export async function findChurchByCnpj(
  db: DbOrTx,
  auth: AuthContext,
  cnpj: string,
): Promise<ChurchRow | undefined> {
  const rows = await db
    .select()
    .from(churches)
    .where(and(churchScope(auth), isNull(churches.deletedAt), eq(churches.cnpj, cnpj)))
    .orderBy(churches.name, churches.id)
    .limit(1)
  return rows[0]
}

export async function listChurches(db: DbOrTx, auth: AuthContext, query: HierarchyListQuery) {
  const where = and(
    churchScope(auth),
    isNull(churches.deletedAt),
    query.conventionId ? eq(churches.conventionId, query.conventionId) : undefined,
    query.fieldId ? eq(churches.fieldId, query.fieldId) : undefined,
    query.sectorId ? eq(churches.sectorId, query.sectorId) : undefined,
    searchWhere(query.q, [churches.name, churches.sigla, churches.cnpj]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(churches)
      .where(where)
      .orderBy(churches.name, churches.id)
      .limit(limit)
      .offset(offset),
    db.$count(churches, where),
  ])
  return { rows, total }
}

export async function insertChurch(
  db: DbOrTx,
  values: ChurchInsert,
): Promise<ChurchRow | undefined> {
  const rows = await db
    .insert(churches)
    .values(values)
    .onConflictDoNothing({ target: churches.id })
    .returning()
  return rows[0]
}

export async function updateChurchRow(
  db: DbOrTx,
  id: string,
  patch: Partial<ChurchInsert>,
): Promise<ChurchRow | undefined> {
  const rows = await db
    .update(churches)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(churches.id, id), isNull(churches.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteChurch(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(churches)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(churches.id, id), isNull(churches.deletedAt)))
}

/** Live users placed at or below a node (a node with users cannot be deleted). */
export function countLiveUsersUnder(
  db: DbOrTx,
  key: 'conventionId' | 'fieldId' | 'sectorId' | 'churchId',
  id: string,
): Promise<number> {
  return db.$count(users, and(eq(users[key], id), isNull(users.deletedAt)))
}
