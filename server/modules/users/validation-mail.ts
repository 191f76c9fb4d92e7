import { sendEmailChange } from '../auth/email-change.service'
import { sendEmailValidation } from '../auth/email-validation.service'
import type { UserRow } from './users.repo'
import type { UserDeps } from './users.service'

/**
 * Sends the e-mail validation link. A mail failure does not undo the user: it is logged and the
 * administrator can use "resend validation".
 */
export async function sendValidationQuietly(deps: UserDeps, user: UserRow): Promise<void> {
  try {
    // deps.db may be the caller's transaction: the code row then commits with the user.
    await sendEmailValidation(deps, user)
  } catch (err) {
    deps.logger.error({ err, userId: user.id }, 'e-mail validation could not be sent')
  }
}

/**
 * Sends the confirmation link of a changed address to the new address and tells the current
 * one. A mail failure is logged; "resend validation" sends the link again.
 */
export async function sendEmailChangeQuietly(deps: UserDeps, user: UserRow): Promise<void> {
  try {
    await sendEmailChange(deps, user, { notifyCurrent: true })
  } catch (err) {
    deps.logger.error({ err, userId: user.id }, 'e-mail change confirmation could not be sent')
  }
}
