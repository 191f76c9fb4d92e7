import type { RateRule } from '../rate-limit/rate-limit'
import { hashSecret } from './tokens'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Rate limits of the identity API (see docs/decisions.md). Login failures per account block
 * after 5 in an hour, for 1 minute doubling per further failure, never more than 15 minutes,
 * so an attacker cannot lock a real user out for long; per address the threshold is higher.
 */
export const LOGIN_ACCOUNT_RULE: RateRule = {
  limit: 5,
  windowMs: HOUR,
  blockMs: MINUTE,
  maxBlockMs: 15 * MINUTE,
}
export const LOGIN_ADDRESS_RULE: RateRule = {
  limit: 30,
  windowMs: HOUR,
  blockMs: 5 * MINUTE,
  maxBlockMs: 15 * MINUTE,
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

/** Keys never hold an e-mail in clear. */
export const loginAccountKey = (email: string) => `login:account:${hashSecret(email)}`
export const loginAddressKey = (address: string) => `login:address:${address}`
export const resetEmailKey = (email: string) => `reset:email:${hashSecret(email)}`
export const resetAddressKey = (address: string) => `reset:address:${address}`
export const changePasswordKey = (userId: string) => `password-change:user:${userId}`
