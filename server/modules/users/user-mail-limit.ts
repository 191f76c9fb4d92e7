import { ApiError } from '../../http/errors'
import { reserve, type RateRule } from '../rate-limit/rate-limit'
import type { UserDeps } from './user-deps'

const HOUR = 60 * 60_000

/**
 * The mails a user manager makes Celeiro send to an address they typed — a new user's
 * validation link, a resend, the confirmation of a changed address — are limited per
 * organisation: 20 an hour, then none until an hour after the 20th (issue 47 #3). Kept in the
 * database's rate limits (server/modules/rate-limit), as the sign-in and reset limits are.
 */
export const USER_MAIL_RULE: RateRule = { limit: 20, windowMs: HOUR, blockMs: HOUR }

export const userMailKey = (clientId: string) => `user-mail:client:${clientId}`

/**
 * Counts one such mail for the organisation before it is sent (atomically: parallel requests
 * get at most the limit through). Over the limit it throws 429 `too_many_requests` with
 * `details.retryAfterSeconds` and its own message. `deps.db` may be the caller's transaction:
 * a rolled-back write then gives its mail back.
 */
export async function countUserMail(deps: UserDeps, clientId: string): Promise<void> {
  try {
    await reserve(deps.db, userMailKey(clientId), USER_MAIL_RULE, deps.now())
  } catch (err) {
    if (err instanceof ApiError && err.code === 'too_many_requests')
      throw new ApiError('too_many_requests', err.details, 'user_mail_limit')
    throw err
  }
}

/** The seconds until the organisation may send again, when `err` is the limit's refusal. */
export function mailLimitWait(err: unknown): number | undefined {
  if (!(err instanceof ApiError) || err.messageKey !== 'user_mail_limit') return undefined
  const details = err.details as { retryAfterSeconds?: number } | undefined
  return details?.retryAfterSeconds ?? 0
}
