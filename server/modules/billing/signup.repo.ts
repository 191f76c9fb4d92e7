import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  churches,
  clients,
  conventions,
  fields,
  sectors,
  sessions,
  signups,
  subscriptions,
  users,
} from '../../db/schema'

/** The sign-up's claims (docs/billing.md): its idempotency key, then the CNPJ it creates an organisation with. */

/** Claims the idempotency key; undefined when a submit of the same key already did. */
export async function claimSignupKey(
  db: DbOrTx,
  idempotencyKey: string,
  now: Date,
): Promise<{ id: string } | undefined> {
  const claimed = await db
    .insert(signups)
    .values({ idempotencyKey, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: signups.idempotencyKey })
    .returning({ id: signups.id })
  return claimed[0]
}

/** The unique index that holds one live sign-up per CNPJ (server/db/schema/billing.ts). */
export const SIGNUP_CNPJ_CONSTRAINT = 'signups_cnpj_uq'

/**
 * Claims the CNPJ for this sign-up's organisation. A concurrent sign-up that claimed it first
 * makes this wait for its commit and then fail with a unique violation of
 * SIGNUP_CNPJ_CONSTRAINT, as does a live (unexpired) sign-up that created an organisation with it.
 */
export async function claimSignupCnpj(db: DbOrTx, signupId: string, cnpj: string): Promise<void> {
  await db.update(signups).set({ cnpj }).where(eq(signups.id, signupId))
}

export async function recordSignupClient(
  db: DbOrTx,
  signupId: string,
  clientId: string,
): Promise<void> {
  await db.update(signups).set({ clientId }).where(eq(signups.id, signupId))
}

/** No user of the sign-up's organisation has ever confirmed an e-mail address. */
const unconfirmed = sql`not exists (select 1 from ${users} u where u.client_id = ${signups.clientId} and u.email_confirmed_at is not null)`

/** Live sign-ups made before `before` whose organisation has no confirmed e-mail. */
export async function findUnconfirmedSignups(
  db: DbOrTx,
  before: Date,
): Promise<{ id: string; clientId: string }[]> {
  const rows = await db
    .select({ id: signups.id, clientId: signups.clientId })
    .from(signups)
    .where(
      and(
        isNotNull(signups.clientId),
        isNull(signups.expiredAt),
        lte(signups.createdAt, before.toISOString()),
        unconfirmed,
      ),
    )
  return rows.flatMap((r) => (r.clientId ? [{ id: r.id, clientId: r.clientId }] : []))
}

/**
 * Expires one sign-up, if it still qualifies (re-checked under a lock of the sign-up and of its
 * organisation's users, so a confirmation that commits first wins): the sign-up's CNPJ claim is
 * released, its organisation closed as the server deletes anything (soft: the rows stay, as
 * tombstones): its users (so their e-mails are free) and their sessions, its hierarchy (so its
 * church's CNPJ is free), the client, and the subscription is cancelled. True when expired.
 */
export async function expireSignup(
  tx: DbOrTx,
  signup: { id: string; clientId: string },
  before: Date,
  at: Date,
): Promise<boolean> {
  const stamp = at.toISOString()
  const [still] = await tx
    .select({ id: signups.id })
    .from(signups)
    .where(
      and(
        eq(signups.id, signup.id),
        isNull(signups.expiredAt),
        lte(signups.createdAt, before.toISOString()),
      ),
    )
    .for('update')
  if (!still) return false
  const people = await tx
    .select({ id: users.id, confirmed: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.clientId, signup.clientId))
    .for('update')
  if (people.some((p) => p.confirmed !== null)) return false

  await tx.update(signups).set({ expiredAt: stamp }).where(eq(signups.id, signup.id))
  const ids = people.map((p) => p.id)
  if (ids.length > 0)
    await tx
      .update(sessions)
      .set({ revokedAt: stamp })
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)))
  const closed = { deletedAt: stamp, updatedAt: stamp }
  for (const table of [users, churches, sectors, fields, conventions] as const)
    await tx
      .update(table)
      .set(closed)
      .where(and(eq(table.clientId, signup.clientId), isNull(table.deletedAt)))
  await tx
    .update(clients)
    .set(closed)
    .where(and(eq(clients.id, signup.clientId), isNull(clients.deletedAt)))
  await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: stamp, updatedAt: stamp })
    .where(eq(subscriptions.clientId, signup.clientId))
  return true
}
