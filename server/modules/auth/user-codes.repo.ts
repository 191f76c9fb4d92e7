import { and, eq, gt, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { DbOrTx } from '../../db/client'
import { userCodes, users } from '../../db/schema'
import { hashSecret, newSecret } from './tokens'

export type CodePurpose = 'password_reset' | 'email_validation' | 'email_change'

/**
 * Issues a new one-time code valid `ttlMs` from `now` and returns it; only its hash is stored.
 * Older unused codes of the same purpose expire now (only the newest link works).
 */
export async function issueCode(
  db: DbOrTx,
  values: { userId: string; purpose: CodePurpose; ttlMs: number; now: Date },
): Promise<string> {
  const code = newSecret()
  const now = values.now.toISOString()
  await db
    .update(userCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userCodes.userId, values.userId),
        eq(userCodes.purpose, values.purpose),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, now),
      ),
    )
  await db.insert(userCodes).values({
    id: uuidv7(),
    userId: values.userId,
    purpose: values.purpose,
    codeHash: hashSecret(code),
    createdAt: now,
    expiresAt: new Date(values.now.getTime() + values.ttlMs).toISOString(),
  })
  return code
}

/** The code of a hash and purpose, with its user. */
export async function findCode(db: DbOrTx, codeHash: string, purpose: CodePurpose) {
  const rows = await db
    .select({ code: userCodes, user: users })
    .from(userCodes)
    .innerJoin(users, eq(users.id, userCodes.userId))
    .where(and(eq(userCodes.codeHash, codeHash), eq(userCodes.purpose, purpose)))
    .limit(1)
  return rows[0]
}

/** Marks a code used; false when another request used it first (single use even under races). */
export async function markCodeUsed(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(userCodes.id, id), isNull(userCodes.usedAt)))
    .returning({ id: userCodes.id })
  return rows.length === 1
}
