import { and, eq, isNull, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
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
  sessions,
  subscriptions,
  users,
} from '../../db/schema'
import { subscriptionStateColumns } from '../billing/billing.repo'
import { placementColumns } from './auth.repo'

export async function insertSession(
  db: DbOrTx,
  values: {
    userId: string
    tokenHash: string
    expiresAt: Date
    userAgent: string
    /** The sign-in time the absolute lifetime counts from (default: the database's now). */
    createdAt?: Date
  },
): Promise<string> {
  const id = uuidv7()
  await db.insert(sessions).values({
    id,
    userId: values.userId,
    ...(values.createdAt ? { createdAt: values.createdAt.toISOString() } : {}),
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt.toISOString(),
    userAgent: values.userAgent.slice(0, 300),
  })
  return id
}

/**
 * What the bearer check, the request's AuthContext and GET /me read of the session, the user, the
 * role and the level, and nothing more: every authenticated request reads these, and the
 * password hash, CPF or phone have no business there (fewer columns also cost the database,
 * the driver and drizzle less per request).
 */
const authColumns = {
  session: {
    id: sessions.id,
    createdAt: sessions.createdAt,
    lastUsedAt: sessions.lastUsedAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  },
  user: {
    id: users.id,
    clientId: users.clientId,
    conventionId: users.conventionId,
    fieldId: users.fieldId,
    sectorId: users.sectorId,
    churchId: users.churchId,
    name: users.name,
    fullName: users.fullName,
    email: users.email,
    status: users.status,
    language: users.language,
    /** The member the user is (a Sunday school teacher's classes are found by it). */
    memberId: users.memberId,
    deletedAt: users.deletedAt,
  },
  role: {
    id: roles.id,
    name: roles.name,
    permissions: roles.permissions,
    deletedAt: roles.deletedAt,
  },
  level: { order: levels.order },
}

const sessionWithUser = preparedQuery('auth_session_with_user', (db) =>
  db
    .select(authColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1),
)

/** The session of a token hash with its user, role and level, as they are now (every authenticated request). */
export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const rows = await sessionWithUser(db).execute({ tokenHash })
  return rows[0]
}

const sessionForMe = preparedQuery('auth_session_for_me', (db) =>
  db
    .select({
      ...authColumns,
      ...placementColumns,
      ...subscriptionStateColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .innerJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(conventions, eq(conventions.id, users.conventionId))
    .leftJoin(fields, eq(fields.id, users.fieldId))
    .leftJoin(sectors, eq(sectors.id, users.sectorId))
    .leftJoin(churches, eq(churches.id, users.churchId))
    .leftJoin(subscriptions, eq(subscriptions.clientId, users.clientId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1),
)

/**
 * The session of a token hash with its user, role and level, and what GET /me answers besides
 * (the user's nodes, the subscription and its invoices' state): /me in one read.
 */
export async function findSessionForMe(db: DbOrTx, tokenHash: string) {
  const rows = await sessionForMe(db).execute({ tokenHash })
  return rows[0]
}

export async function touchSession(
  db: DbOrTx,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
    .where(eq(sessions.id, id))
}

export async function revokeSession(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}

/** Ends every session of a user (deactivation, password change or reset), optionally but one. */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
