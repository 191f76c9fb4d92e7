import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { insertSession } from '../../server/modules/auth/sessions.repo'
import { hashSecret, newSecret } from '../../server/modules/auth/tokens'

/** A bearer token for a user, made directly in the database (no password round trip). */
export async function sessionFor(db: Db, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (!user) throw new Error(`sessionFor: no user ${email}`)
  const token = newSecret()
  await insertSession(db, {
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    userAgent: 'test',
  })
  return token
}

/** Tokens of the three demo users (server/seed/demo.ts). */
export async function demoSessions(db: Db) {
  return {
    admin: await sessionFor(db, 'admin@celeiro.app'),
    treasurer: await sessionFor(db, 'tesoureiro@celeiro.app'),
    secretary: await sessionFor(db, 'secretaria@celeiro.app'),
  }
}
