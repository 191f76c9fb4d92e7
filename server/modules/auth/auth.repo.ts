import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { preparedQuery } from '../../db/prepared'
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

const brandedColumns = (t: BrandedTable) => ({
  id: t.id,
  name: t.name,
  sigla: t.sigla,
  linkLogo: t.linkLogo,
  primaryColor: t.primaryColor,
  secondaryColor: t.secondaryColor,
  accentColor: t.accentColor,
})

/** The columns of a user's placement: each node left-joined (null above the user's depth). */
export const placementColumns = {
  client: brandedColumns(clients),
  convention: brandedColumns(conventions),
  field: brandedColumns(fields),
  sector: brandedColumns(sectors),
  church: {
    ...brandedColumns(churches),
    pixKey: churches.pixKey,
    pixCity: churches.pixCity,
    cnpj: churches.cnpj,
    address: churches.address,
  },
}

const placementQuery = preparedQuery('auth_placement', (db) =>
  db
    .select(placementColumns)
    .from(clients)
    .leftJoin(conventions, eq(conventions.id, sql.placeholder('conventionId')))
    .leftJoin(fields, eq(fields.id, sql.placeholder('fieldId')))
    .leftJoin(sectors, eq(sectors.id, sql.placeholder('sectorId')))
    .leftJoin(churches, eq(churches.id, sql.placeholder('churchId')))
    .where(eq(clients.id, sql.placeholder('clientId')))
    .limit(1),
)

/**
 * The client and the user's hierarchy nodes (each undefined when the user is above that depth),
 * in one read (every GET /me). The church comes with its PIX key, CNPJ and address: a church
 * treasurer may not read the churches table.
 */
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
  const [row] = await placementQuery(db).execute({
    clientId: node.clientId,
    conventionId: node.conventionId,
    fieldId: node.fieldId,
    sectorId: node.sectorId,
    churchId: node.churchId,
  })
  return placementFrom(row)
}

type PlacementRow = {
  [K in keyof typeof placementColumns]: { id: string | null } | null
}

/** The nodes of a row read with `placementColumns`. */
export function placementFrom(row: PlacementRow | undefined) {
  return {
    client: found<BrandedRow>(row?.client),
    convention: found<BrandedRow>(row?.convention),
    field: found<BrandedRow>(row?.field),
    sector: found<BrandedRow>(row?.sector),
    church: found<BrandedRow & ChurchPlacement>(row?.church),
  }
}

export type Placement = ReturnType<typeof placementFrom>

/** What a church user reads of their church besides its branding (a treasurer may not read the churches table). */
interface ChurchPlacement {
  pixKey: string
  pixCity: string
  cnpj: string
  address: string
}

/** A left-joined node: drizzle gives null for a node not joined (its columns are not null when it is). */
function found<T extends { id: string }>(
  node: { id: string | null } | null | undefined,
): T | undefined {
  return node?.id ? (node as T) : undefined
}
