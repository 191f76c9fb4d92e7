import type { AppDeps } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { pickLanguage } from '../../http/i18n'
import { passwordResetMail } from '../mail/auth-templates'
import { clear, clearPrefix, enforce } from '../rate-limit/rate-limit'
import {
  RESET_ADDRESS_RULE,
  RESET_EMAIL_RULE,
  loginAccountKey,
  loginPairPrefix,
  resetAddressKey,
  resetEmailKey,
} from './auth-limits'
import { findUserByEmail, setPasswordHash } from './auth.repo'
import { canSignIn } from './login.service'
import { hashPassword } from './passwords'
import { assertNotCommon } from './password-policy'
import { revokeUserSessions } from './sessions.repo'
import { hashSecret } from './tokens'
import { findCode, issueCode, markCodeUsed } from './user-codes.repo'

/** Reset links are valid 2 hours (spec §9) and single use; a new request expires older links. */
export const RESET_CODE_TTL_MS = 2 * 60 * 60 * 1000

/**
 * E-mails a reset link to an active user. The caller always answers the same: the e-mail is
 * sent in the background so an unknown address costs the same time as a known one.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  address: string,
): Promise<void> {
  const now = deps.now()
  await enforce(deps.db, resetEmailKey(email), RESET_EMAIL_RULE, now)
  await enforce(deps.db, resetAddressKey(address), RESET_ADDRESS_RULE, now)
  const found = await findUserByEmail(deps.db, email)
  if (!found || !canSignIn(found)) return
  const code = await issueCode(deps.db, {
    userId: found.user.id,
    purpose: 'password_reset',
    ttlMs: RESET_CODE_TTL_MS,
    now,
  })
  const link = `${deps.config.appOrigin}/refresh-password/${code}`
  const mail = passwordResetMail(pickLanguage(found.user.language), { name: found.user.name, link })
  void deps.mailer.send({ to: found.user.email, ...mail, link }).catch((err: unknown) => {
    deps.logger.error({ err, userId: found.user.id }, 'password reset e-mail not sent')
  })
}

/** The usable reset code of a code string (unused, unexpired, active user), or undefined. */
async function usableCode(deps: AppDeps, code: string) {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(code)) return undefined
  const found = await findCode(deps.db, hashSecret(code), 'password_reset')
  if (!found || found.code.usedAt || new Date(found.code.expiresAt) <= deps.now()) return undefined
  if (found.user.status !== 'active' || found.user.deletedAt) return undefined
  return found
}

export async function checkResetCode(deps: AppDeps, code: string): Promise<boolean> {
  return (await usableCode(deps, code)) !== undefined
}

/** Sets a new password from a reset code; ends every session of the user and lifts a login block on the account. */
export async function resetPassword(deps: AppDeps, code: string, password: string): Promise<void> {
  const found = await usableCode(deps, code)
  if (!found) throw new ApiError('invalid_code')
  assertNotCommon(password, 'password')
  const passwordHash = await hashPassword(password)
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, found.code.id, now))) throw new ApiError('invalid_code')
    await setPasswordHash(tx, found.user.id, passwordHash, now)
    await revokeUserSessions(tx, found.user.id, now)
  })
  // Proving the mailbox is proof enough: forget the account's failed logins, from every address.
  await clear(deps.db, loginAccountKey(found.user.email))
  await clearPrefix(deps.db, loginPairPrefix(found.user.email))
  deps.logger.info({ event: 'password_reset', userId: found.user.id }, 'password reset')
}
