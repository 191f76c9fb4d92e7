/**
 * The server's dates (issue 13 §1, docs/dates.md). The server's clock is not the user's: it
 * never uses the device's `todayIso()` (the process's local zone, UTC in production).
 *
 * - Validating a date a user sent ("not in the future"): bounded by `latestTodayIso()`, today
 *   where it is latest on Earth (UTC+14), so no user's today is ever refused — Brasília at 22:00
 *   while the server's UTC clock is already past midnight, Noronha (UTC−2) ahead of Brasília, a
 *   missionary abroad. The shared contracts use that same bound.
 * - A date the server stamps by itself (a repasse register's issue date, a member's category
 *   change, the demo seed): today in Brasília's official time (`America/Sao_Paulo`), the
 *   country's legal time (no daylight saving since 2019).
 * - Timestamps are ISO instants (`nowIso()`), never local.
 */
import { latestTodayIso, todayInZone } from '../sync/contracts/dates'

export { latestTodayIso, nowIso } from '../sync/contracts/dates'

/** Brasília's official time zone: the calendar of the dates the server stamps itself. */
export const SERVER_CALENDAR_TIME_ZONE = 'America/Sao_Paulo'

/** Today in Brasília (the date of what the server records by itself). */
export function brasiliaTodayIso(now: Date = new Date()): string {
  return todayInZone(SERVER_CALENDAR_TIME_ZONE, now)
}

/** A date a user sent is not in the future for anyone (see latestTodayIso). */
export function isNotInFuture(date: string, now: Date = new Date()): boolean {
  return date <= latestTodayIso(now)
}
