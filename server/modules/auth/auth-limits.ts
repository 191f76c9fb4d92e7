import type { RateRule } from '../rate-limit/rate-limit'
import { hashSecret } from './tokens'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Rate limits of the identity API (docs/security.md). Every attempt is counted BEFORE the
 * password is checked (reserved, given back on success), so parallel requests cannot get more
 * checks than the limit.
 *
 * Per (account, address) pair: 5 failures in an hour block that pair for 1 minute, doubling per
 * further failure, at most 15 minutes. Someone else's failures from elsewhere never block the
 * real user's address.
 */
export const LOGIN_PAIR_RULE: RateRule = {
  limit: 5,
  windowMs: HOUR,
  blockMs: MINUTE,
  maxBlockMs: 15 * MINUTE,
}
/** Per address, whichever accounts it aims at. */
export const LOGIN_ADDRESS_RULE: RateRule = {
  limit: 30,
  windowMs: HOUR,
  blockMs: 5 * MINUTE,
  maxBlockMs: 15 * MINUTE,
}
/**
 * Per account from every address: never a block (anyone could keep a user locked out), but
 * past 10 attempts in an hour each password check of the account waits first, 0.5 s doubling
 * per further attempt, at most 8 s.
 */
export const LOGIN_ACCOUNT_SLOW = {
  windowMs: HOUR,
  freeAttempts: 10,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
}
/** Reset e-mails: 3 per address per hour, 10 per client address per hour. */
export const RESET_EMAIL_RULE: RateRule = { limit: 3, windowMs: HOUR, blockMs: HOUR }
export const RESET_ADDRESS_RULE: RateRule = { limit: 10, windowMs: HOUR, blockMs: HOUR }
/** Wrong current passwords on change-password, per user. */
export const CHANGE_PASSWORD_RULE: RateRule = {
  limit: 5,
  windowMs: HOUR,
  blockMs: MINUTE,
  maxBlockMs: 15 * MINUTE,
}

/** The wait before the password check of an account's `attempt`-th attempt in the window. */
export function accountDelayMs(attempt: number): number {
  const past = attempt - 1 - LOGIN_ACCOUNT_SLOW.freeAttempts
  if (past < 0) return 0
  return Math.min(
    LOGIN_ACCOUNT_SLOW.firstDelayMs * 2 ** Math.min(past, 20),
    LOGIN_ACCOUNT_SLOW.maxDelayMs,
  )
}

/** Keys never hold an e-mail in clear. */
export const loginAccountKey = (email: string) => `login:account:${hashSecret(email)}`
/** Every pair key of one account starts with this (a password reset forgets them all). */
export const loginPairPrefix = (email: string) => `login:pair:${hashSecret(email)}:`
export const loginPairKey = (email: string, address: string) =>
  `${loginPairPrefix(email)}${address}`
export const loginAddressKey = (address: string) => `login:address:${address}`
export const resetEmailKey = (email: string) => `reset:email:${hashSecret(email)}`
export const resetAddressKey = (address: string) => `reset:address:${address}`
export const changePasswordKey = (userId: string) => `password-change:user:${userId}`
