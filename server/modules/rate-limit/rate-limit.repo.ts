import { eq, like, sql, type SQL } from 'drizzle-orm'
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

/** What a reservation changed, so that releasing it undoes exactly that. */
export interface ReservedRow {
  key: string
  windowStart: string
  blockedUntil: string | null
}

/**
 * Counts one event atomically unless the key is blocked now, in ONE statement (so parallel
 * requests cannot all pass a check made before any of them is counted): a window older than
 * `windowMs` restarts at 1; when the count reaches `limit` the block starts at once, lasting
 * `blockMs` doubled per event past the limit, capped at `maxBlockMs`. Undefined when blocked.
 */
export async function reserveEvent(
  db: DbOrTx,
  key: string,
  now: Date,
  rule: { limit: number; windowMs: number; blockMs: number; maxBlockMs: number },
): Promise<(ReservedRow & { count: number }) | undefined> {
  const at = now.toISOString()
  const floor = new Date(now.getTime() - rule.windowMs).toISOString()
  const expired = sql`${rateLimits.windowStart} <= ${floor}::timestamptz`
  const next = sql`(case when ${expired} then 1 else ${rateLimits.count} + 1 end)`
  const blockFor = (count: SQL) =>
    sql`least(${rule.blockMs}::float8 * power(2::float8, least(${count} - ${rule.limit}::int, 20)), ${rule.maxBlockMs}::float8)`
  const until = (count: SQL) =>
    sql`case when ${count} >= ${rule.limit}::int then ${at}::timestamptz + ${blockFor(count)} * interval '1 millisecond' else null end`
  const first = rule.limit <= 1 ? new Date(now.getTime() + rule.blockMs).toISOString() : null
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: at, blockedUntil: first })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: next,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
        blockedUntil: until(next),
      },
      setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}::timestamptz`,
    })
    .returning()
  return rows[0]
}

/**
 * Undoes one reservation: the count goes down by one if its window is still the same, and the
 * block it started (if it is still the current one) is lifted.
 */
export async function releaseEvent(db: DbOrTx, reserved: ReservedRow): Promise<void> {
  const sameWindow = sql`${rateLimits.windowStart} = ${reserved.windowStart}::timestamptz`
  const ownBlock =
    reserved.blockedUntil === null
      ? sql`false`
      : sql`${rateLimits.blockedUntil} = ${reserved.blockedUntil}::timestamptz`
  await db
    .update(rateLimits)
    .set({
      count: sql`case when ${sameWindow} then greatest(${rateLimits.count} - 1, 0) else ${rateLimits.count} end`,
      blockedUntil: sql`case when ${ownBlock} then null else ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, reserved.key))
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

/** Forgets every key starting with `prefix` (e.g. one account's counters from every address). */
export async function deleteRateLimitsLike(db: DbOrTx, prefix: string): Promise<void> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`)
  await db.delete(rateLimits).where(like(rateLimits.key, `${escaped}%`))
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
