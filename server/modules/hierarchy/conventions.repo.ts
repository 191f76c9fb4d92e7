import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AuthContext } from '../../access/auth-context'
import { scopeWhere } from '../../access/access'
import type { DbOrTx } from '../../db/client'
import { conventions, fields } from '../../db/schema'
import type { RowLock } from './list'
import { limitOffset, searchWhere, type Paging } from './list'

export type ConventionRow = typeof conventions.$inferSelect
export type ConventionInsert = typeof conventions.$inferInsert

/**
 * A live convention by id (any client: the service checks scope). `lock`: 'share' while a child is
 * created under it, 'update' while it is deleted, so the two cannot interleave.
 */
export async function findConvention(
  db: DbOrTx,
  id: string,
  lock?: RowLock,
): Promise<ConventionRow | undefined> {
  const query = db
    .select()
    .from(conventions)
    .where(and(eq(conventions.id, id), isNull(conventions.deletedAt)))
    .limit(1)
  const rows = await (lock ? query.for(lock) : query)
  return rows[0]
}

export async function findConventionAnyState(
  db: DbOrTx,
  id: string,
): Promise<ConventionRow | undefined> {
  const rows = await db.select().from(conventions).where(eq(conventions.id, id)).limit(1)
  return rows[0]
}

export async function listConventions(
  db: DbOrTx,
  auth: AuthContext,
  query: { q?: string | undefined } & Paging,
) {
  const where = and(
    scopeWhere(auth, { clientId: conventions.clientId, conventionId: conventions.id }),
    isNull(conventions.deletedAt),
    searchWhere(query.q, [conventions.name, conventions.sigla]),
  )
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(conventions)
      .where(where)
      .orderBy(conventions.name, conventions.id)
      .limit(limitOffset(query).limit)
      .offset(limitOffset(query).offset),
    db.$count(conventions, where),
  ])
  return { rows, total }
}

/** Inserts unless the id is taken (then undefined: the caller decides replay or conflict). */
export async function insertConvention(
  db: DbOrTx,
  values: ConventionInsert,
): Promise<ConventionRow | undefined> {
  const rows = await db
    .insert(conventions)
    .values(values)
    .onConflictDoNothing({ target: conventions.id })
    .returning()
  return rows[0]
}

export async function updateConventionRow(
  db: DbOrTx,
  id: string,
  patch: Partial<ConventionInsert>,
): Promise<ConventionRow | undefined> {
  const rows = await db
    .update(conventions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(conventions.id, id), isNull(conventions.deletedAt)))
    .returning()
  return rows[0]
}

export async function softDeleteConvention(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(conventions)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(conventions.id, id), isNull(conventions.deletedAt)))
}

export function countLiveFields(db: DbOrTx, conventionId: string): Promise<number> {
  return db.$count(fields, and(eq(fields.conventionId, conventionId), isNull(fields.deletedAt)))
}
