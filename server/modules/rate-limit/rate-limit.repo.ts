import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rateLimits } from '../../db/schema'

export async function findRateLimit(db: DbOrTx, key: string) {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1)
  return rows[0]
}

/**
 * Counts one event atomically: a window older than `windowMs` restarts at 1 (and forgets an
 * elapsed block). Returns the row after counting.
 */
export async function countEvent(db: DbOrTx, key: string, now: Date, windowMs: number) {
  const at = now.toISOString()
  const floor = new Date(now.getTime() - windowMs).toISOString()
  const expired = sql`${rateLimits.windowStart} <= ${floor}::timestamptz`
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
        blockedUntil: sql`case when ${expired} and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}::timestamptz) then null else ${rateLimits.blockedUntil} end`,
      },
    })
    .returning()
  const row = rows[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  return row
}

export async function setBlockedUntil(db: DbOrTx, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ blockedUntil: until.toISOString() })
    .where(eq(rateLimits.key, key))
}

export async function deleteRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Removes counters whose window and block ended before `before` (housekeeping). */
export async function pruneRateLimits(db: DbOrTx, before: Date): Promise<void> {
  const at = before.toISOString()
  await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < ${at}::timestamptz and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} < ${at}::timestamptz)`,
    )
}
