import { and, eq, isNull, sql } from 'drizzle-orm'
import type { HierarchyListQuery } from '../../../sync/contracts/hierarchy'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { fields, sectors } from '../../db/schema'
import type { RowLock } from './list'
import { limitOffset, searchWhere } from './list'

export type FieldRow = typeof fields.$inferSelect
export type FieldInsert = typeof fields.$inferInsert

/**
 * A live field by id (any client: the service checks scope). `lock`: 'share' while a child is
 * created under it, 'update' while it is deleted, so the two cannot interleave.
 */
export async function findField(
  db: DbOrTx,
  id: string,
  lock?: RowLock,
): Promise<FieldRow | undefined> {
  const query = db
    .select()
    .from(fields)
    .where(and(eq(fields.id, id), isNull(fields.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for(lock) : query)
  return rows[0]
}

export async function findFieldAnyState(db: DbOrTx, id: string): Promise<FieldRow | undefined> {
  const rows = await db.select().from(fields).where(eq(fields.id, id)).limit(1)
  return rows[0]
}

export async function listFields(db: DbOrTx, auth: AuthContext, query: HierarchyListQuery) {
  const where = and(
    scopeWhere(auth, {
      clientId: fields.clientId,
      conventionId: fields.conventionId,
      fieldId: fields.id,
    }),
    isNull(fields.deletedAt),
    query.conventionId ? eq(fields.conventionId, query.conventionId) : undefined,
    query.fieldId ? eq(fields.id, query.fieldId) : undefined,
    searchWhere(query.q, [fields.name, fields.sigla]),
  )
  const { limit, offset } = limitOffset(query)
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(fields)
      .where(where)
      .orderBy(fields.name, fields.id)
      .limit(limit)
      .offset(offset),
    db.$count(fields, where),
  ])
  return { rows, total }
}

export async function insertField(db: DbOrTx, values: FieldInsert): Promise<FieldRow | undefined> {
  const rows = await db
    .insert(fields)
    .values(values)
    .onConflictDoNothing({ target: fields.id })
    .returning()
  return rows[0]
}

export async function updateFieldRow(
  db: DbOrTx,
  id: string,
  patch: Partial<FieldInsert>,
): Promise<FieldRow | undefined> {
  const rows = await db
    .update(fields)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(fields.id, id), isNull(fields.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteField(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(fields)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(fields.id, id), isNull(fields.deletedAt)))
}

export function countLiveSectors(db: DbOrTx, fieldId: string): Promise<number> {
  return db.$count(sectors, and(eq(sectors.fieldId, fieldId), isNull(sectors.deletedAt)))
}
