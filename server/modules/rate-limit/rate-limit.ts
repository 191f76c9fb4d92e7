import { ApiError } from '../../http/errors'
import type { Db } from '../../db/client'
import { countEvent, deleteRateLimit, findRateLimit, setBlockedUntil } from './rate-limit.repo'

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

/** For simple forms: refuses with 429 while the key is blocked, otherwise counts this request. */
export async function enforce(
  db: Db,
  key: string,
  rule: RateRule,
  now: Date = new Date(),
): Promise<void> {
  const state = await peek(db, key, now)
  if (state.blocked) throw tooManyRequests(state)
  await hit(db, key, rule, now)
}
