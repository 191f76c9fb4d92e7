import { and, eq, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  churches,
  clients,
  conventions,
  fields,
  levels,
  roles,
  sectors,
  users,
} from '../../db/schema'

/** A user with the role and level that decide access, found by a normalised e-mail (deleted users excluded). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ user: users, role: roles, level: levels })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1)
  return rows[0]
}

export async function findUserById(db: DbOrTx, id: string) {
  const rows = await db
    .select({ user: users, role: roles, level: levels })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(eq(users.id, id))
    .limit(1)
  return rows[0]
}

export type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUserById>>>

export async function setPasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString()
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(eq(users.id, userId))
}

export async function confirmEmail(db: DbOrTx, userId: string, now: Date): Promise<void> {
  const at = now.toISOString()
  await db.update(users).set({ emailConfirmedAt: at, updatedAt: at }).where(eq(users.id, userId))
}

/** Whether another live user signs in with this address. */
export async function emailInUse(db: DbOrTx, email: string, exceptId: string): Promise<boolean> {
  const where = and(eq(users.email, email), isNull(users.deletedAt), ne(users.id, exceptId))
  return (await db.$count(users, where)) > 0
}

/** The pending address becomes the (confirmed) e-mail, if it is still the pending one. */
export async function applyEmailChange(
  db: DbOrTx,
  userId: string,
  pendingEmail: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const rows = await db
    .update(users)
    .set({ email: pendingEmail, pendingEmail: null, emailConfirmedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, pendingEmail), isNull(users.deletedAt)))
    .returning({ id: users.id })
  return rows.length === 1
}

type BrandedTable =
  typeof clients | typeof conventions | typeof fields | typeof sectors | typeof churches
/** Id, name and branding of a client or hierarchy node. */
export interface BrandedRow {
  id: string
  name: string
  sigla: string
  linkLogo: string
  primaryColor: string
  secondaryColor: string
  accentColor: string
}

async function branded(
  db: DbOrTx,
  t: BrandedTable,
  id: string | null,
): Promise<BrandedRow | undefined> {
  if (!id) return undefined
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      sigla: t.sigla,
      linkLogo: t.linkLogo,
      primaryColor: t.primaryColor,
      secondaryColor: t.secondaryColor,
      accentColor: t.accentColor,
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1)
  return rows[0]
}

/** The client and the user's hierarchy nodes (each undefined when the user is above that depth). */
export async function loadPlacement(
  db: DbOrTx,
  node: {
    clientId: string
    conventionId: string | null
    fieldId: string | null
    sectorId: string | null
    churchId: string | null
  },
) {
  return {
    client: await branded(db, clients, node.clientId),
    convention: await branded(db, conventions, node.conventionId),
    field: await branded(db, fields, node.fieldId),
    sector: await branded(db, sectors, node.sectorId),
    church: await branded(db, churches, node.churchId),
  }
}
