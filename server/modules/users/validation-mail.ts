import { sendEmailChange } from '../auth/email-change.service'
import { sendEmailValidation } from '../auth/email-validation.service'
import type { UserDeps } from './user-deps'
import { countUserMail, mailLimitWait } from './user-mail-limit'
import type { UserRow } from './users.repo'

/**
 * Whether a saved user's mail went out. A write is never undone for its mail: over the
 * organisation's hourly limit (user-mail-limit.ts) the mail is skipped ('limited') and the
 * manager resends it later ("resend validation") once `retryAfterSeconds` have passed; a mail
 * that failed is logged ('failed').
 */
export type MailOutcome =
  { status: 'sent' } | { status: 'failed' } | { status: 'limited'; retryAfterSeconds: number }

async function withinLimit(
  deps: UserDeps,
  user: UserRow,
  what: string,
  send: () => Promise<void>,
): Promise<MailOutcome> {
  try {
    await countUserMail(deps, user.clientId)
  } catch (err) {
    const wait = mailLimitWait(err)
    if (wait === undefined) throw err
    deps.logger.warn(
      { event: 'user_mail_limited', userId: user.id, clientId: user.clientId },
      `${what} not sent: the organisation's hourly limit`,
    )
    return { status: 'limited', retryAfterSeconds: wait }
  }
  try {
    await send()
    return { status: 'sent' }
  } catch (err) {
    deps.logger.error({ err, userId: user.id }, `${what} could not be sent`)
    return { status: 'failed' }
  }
}

/**
 * Sends a new user's e-mail validation link, within the organisation's limit. A mail failure
 * does not undo the user: it is logged and the administrator can use "resend validation".
 * `deps.db` may be the caller's transaction: the code row then commits with the user.
 */
export function sendValidationQuietly(deps: UserDeps, user: UserRow): Promise<MailOutcome> {
  return withinLimit(deps, user, 'e-mail validation', () => sendEmailValidation(deps, user))
}

/**
 * Sends the confirmation link of a changed address to the new address and tells the current
 * one, within the organisation's limit. A mail failure is logged; "resend validation" sends the
 * link again.
 */
export function sendEmailChangeQuietly(deps: UserDeps, user: UserRow): Promise<MailOutcome> {
  return withinLimit(deps, user, 'e-mail change confirmation', () =>
    sendEmailChange(deps, user, { notifyCurrent: true }),
  )
}
