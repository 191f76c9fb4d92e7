import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { ApiError } from '../../http/errors'
import { revokeUserSessions } from '../auth/sessions.repo'
import { sendEmailChange } from '../auth/email-change.service'
import { sendEmailValidation } from '../auth/email-validation.service'
import type { UserDeps } from './user-deps'
import { countUserMail } from './user-mail-limit'
import { findUser, updateUserRow } from './users.repo'
import { changeableUser, toUser } from './users.service'
import type { User } from '../../../sync/contracts/users'

/** Deactivation ends every session of the user at once; nobody deactivates themself. */
export async function deactivateUser(deps: UserDeps, auth: AuthContext, id: string): Promise<User> {
  requirePermission(auth, 'EDIT_USERS')
  if (id === auth.userId) throw new ApiError('conflict', undefined, 'cannot_deactivate_self')
  await changeableUser(deps.db, auth, id)
  await updateUserRow(deps.db, id, { status: 'inactive' })
  await revokeUserSessions(deps.db, id, deps.now())
  return reload(deps, id)
}

export async function activateUser(deps: UserDeps, auth: AuthContext, id: string): Promise<User> {
  requirePermission(auth, 'EDIT_USERS')
  await changeableUser(deps.db, auth, id)
  await updateUserRow(deps.db, id, { status: 'active' })
  return reload(deps, id)
}

/**
 * A new validation link (older ones stop working): to the pending address while a change waits
 * for its confirmation, else to the address; 409 when there is nothing to confirm. Counted in
 * the organisation's hourly limit of such mails (user-mail-limit.ts): 429 over it.
 */
export async function resendValidation(
  deps: UserDeps,
  auth: AuthContext,
  id: string,
): Promise<{ sent: true }> {
  requirePermission(auth, 'EDIT_USERS')
  const { user } = await changeableUser(deps.db, auth, id)
  if (user.pendingEmail) {
    await countUserMail(deps, user.clientId)
    await sendEmailChange(deps, user, { notifyCurrent: false })
    return { sent: true }
  }
  if (user.emailConfirmedAt) throw new ApiError('conflict', undefined, 'email_already_validated')
  await countUserMail(deps, user.clientId)
  await sendEmailValidation(deps, user)
  return { sent: true }
}

async function reload(deps: UserDeps, id: string): Promise<User> {
  const found = await findUser(deps.db, id)
  if (!found) throw new ApiError('not_found')
  return toUser(found)
}
