import type { AuthContext } from '../../access/auth-context'
import type { AppDeps } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { clear, reserve } from '../rate-limit/rate-limit'
import { CHANGE_PASSWORD_RULE, changePasswordKey } from './auth-limits'
import { findUserById, setPasswordHash } from './auth.repo'
import { hashPassword, verifyPassword } from './passwords'
import { assertNotCommon } from './password-policy'
import { revokeUserSessions } from './sessions.repo'

/** Changes the signed-in user's password and ends ALL their sessions, this one included (spec §4). */
export async function changePassword(
  deps: AppDeps,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db } = deps
  const now = deps.now()
  const key = changePasswordKey(auth.userId)
  // Counted before the check, atomically: a burst of parallel guesses gets at most the limit checked.
  await reserve(db, key, CHANGE_PASSWORD_RULE, now)
  const found = await findUserById(db, auth.userId)
  if (!found) throw new ApiError('unauthenticated')
  if (!(await verifyPassword(found.user.passwordHash, input.currentPassword))) {
    throw new ApiError('invalid_current_password', [
      { path: 'currentPassword', code: 'custom', message: 'invalid_current_password' },
    ])
  }
  // The right current password: the failures are forgotten (a too common new one is no guess).
  await clear(db, key)
  assertNotCommon(input.newPassword, 'newPassword')
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.userId, passwordHash, now)
    await revokeUserSessions(tx, auth.userId, now)
  })
  deps.logger.info({ event: 'password_changed', userId: auth.userId }, 'password changed')
}
