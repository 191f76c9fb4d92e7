import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { insertSession } from '../../server/modules/auth/sessions.repo'
import { hashSecret, newSecret } from '../../server/modules/auth/tokens'

/**
 * A bearer token for a user, made directly in the database (no password round trip), signed in
 * at `now` (a test server's clock when it runs ahead: sessions end 90 days after sign-in).
 */
export async function sessionFor(db: Db, email: string, now = new Date()): Promise<string> {
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
    createdAt: now,
    expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    userAgent: 'test',
  })
  return token
}

/** Tokens of the three demo users (server/seed/demo.ts). */
export async function demoSessions(db: Db, now?: Date) {
  return {
    admin: await sessionFor(db, 'admin@celeiro.app', now),
    treasurer: await sessionFor(db, 'tesoureiro@celeiro.app', now),
    secretary: await sessionFor(db, 'secretaria@celeiro.app', now),
  }
}
