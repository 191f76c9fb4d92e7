import { ApiError } from '../../http/errors'
import type { Db } from '../../db/client'
import {
  countEvent,
  deleteRateLimit,
  deleteRateLimitsLike,
  findRateLimit,
  releaseEvent,
  reserveEvent,
  setBlockedUntil,
  type ReservedRow,
} from './rate-limit.repo'

/**
 * Rate limits kept in the database (table rate_limits), so any number of API processes share
 * them. A key counts events in a fixed window; the `limit`-th event of a window starts a block
 * of `blockMs`, doubled by every further event counted in the same window, capped at `maxBlockMs`.
 */
export interface RateRule {
  limit: number
  windowMs: number
  blockMs: number
  /** Longest block (default: blockMs, i.e. no growth). */
  maxBlockMs?: number
}

export interface RateState {
  blocked: boolean
  /** 0 when not blocked. */
  retryAfterMs: number
}

function stateAt(blockedUntil: string | null | undefined, now: Date): RateState {
  const left = blockedUntil ? new Date(blockedUntil).getTime() - now.getTime() : 0
  return left > 0 ? { blocked: true, retryAfterMs: left } : { blocked: false, retryAfterMs: 0 }
}

/** Is the key blocked now? Counts nothing. */
export async function peek(db: Db, key: string, now: Date = new Date()): Promise<RateState> {
  const row = await findRateLimit(db, key)
  return stateAt(row?.blockedUntil, now)
}

/** Counts one event for the key and returns whether it is now blocked. */
export async function hit(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date = new Date(),
): Promise<RateState & { count: number }> {
  const row = await countEvent(db, key, now, rule.windowMs)
  if (row.count < rule.limit) return { count: row.count, ...stateAt(row.blockedUntil, now) }
  const growth = 2 ** Math.min(row.count - rule.limit, 20)
  const blockFor = Math.min(rule.blockMs * growth, rule.maxBlockMs ?? rule.blockMs)
  const until = new Date(now.getTime() + blockFor)
  await setBlockedUntil(db, key, until)
  return { count: row.count, blocked: true, retryAfterMs: blockFor }
}

/** A counted attempt that can be given back (see `reserve`). */
export type Reservation = ReservedRow & { count: number }

/**
 * Counts an attempt BEFORE the work it limits (e.g. a password check), atomically: the
 * answer is a 429 while the key is blocked, and the attempt that reaches the limit starts the
 * block at once, so N parallel requests get at most `limit` through. Give the attempt back
 * with `release` when it turns out not to count (a successful login).
 */
export async function reserve(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date = new Date(),
): Promise<Reservation> {
  const row = await reserveEvent(db, key, now, {
    ...rule,
    maxBlockMs: rule.maxBlockMs ?? rule.blockMs,
  })
  if (row) return row
  const state = await peek(db, key, now)
  // The block may have just ended: still a 429 (the attempt was not counted), retry in a second.
  throw tooManyRequests(state.blocked ? state : { blocked: true, retryAfterMs: 1000 })
}

/** Gives back a reservation: one less in its window, and the block it started (if any) lifted. */
export async function release(db: Db, reservation: Reservation): Promise<void> {
  await releaseEvent(db, reservation)
}

/** Forgets every key that starts with `prefix`. */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  await deleteRateLimitsLike(db, prefix)
}

/** Forgets a key (e.g. the account's failures after a successful login). */
export async function clear(db: Db, key: string): Promise<void> {
  await deleteRateLimit(db, key)
}

/** The 429 of a block, telling the caller when to come back. */
export function tooManyRequests(state: RateState): ApiError {
  return new ApiError('too_many_requests', {
    retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000),
  })
}

/** For simple forms: refuses with 429 while the key is blocked, otherwise counts this request (atomically). */
export async function enforce(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date = new Date(),
): Promise<void> {
  await reserve(db, key, rule, now)
}
