import type { EmailValidationResponse } from '../../../sync/contracts/auth'
import type { AppDeps } from '../../http/app-env'
import { pickLanguage } from '../../http/i18n'
import { emailValidationMail } from '../mail/auth-templates'
import { confirmEmail } from './auth.repo'
import { confirmEmailChange } from './email-change.service'
import { hashSecret } from './tokens'
import { findCode, issueCode, markCodeUsed } from './user-codes.repo'

/** E-mail validation links are valid 48 hours (see docs/decisions.md); a newer link expires older ones. */
export const EMAIL_VALIDATION_TTL_MS = 48 * 60 * 60 * 1000

/** E-mails a validation link `${appOrigin}/email-validation/${code}` to a user (called when an admin creates a user). */
export async function sendEmailValidation(
  deps: AppDeps,
  user: { id: string; email: string; name: string; language: string },
): Promise<void> {
  const code = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'email_validation',
    ttlMs: EMAIL_VALIDATION_TTL_MS,
    now: deps.now(),
  })
  const link = `${deps.config.appOrigin}/email-validation/${code}`
  const mail = emailValidationMail(pickLanguage(user.language), { name: user.name, link })
  await deps.mailer.send({ to: user.email, ...mail, link })
}

/**
 * Spends a validation key: validated, already_validated (key used or address already confirmed),
 * expired or invalid. The key of an address change (same link, same page) confirms the change.
 */
export async function validateEmail(deps: AppDeps, key: string): Promise<EmailValidationResponse> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(key)) return { ok: false, status: 'invalid' }
  const found = await findCode(deps.db, hashSecret(key), 'email_validation')
  if (!found) {
    const change = await findCode(deps.db, hashSecret(key), 'email_change')
    return change ? confirmEmailChange(deps, change) : { ok: false, status: 'invalid' }
  }
  if (found.user.deletedAt) return { ok: false, status: 'invalid' }
  if (found.code.usedAt || found.user.emailConfirmedAt)
    return { ok: true, status: 'already_validated' }
  const now = deps.now()
  if (new Date(found.code.expiresAt) <= now) return { ok: false, status: 'expired' }
  const status = await deps.db.transaction(async (tx) => {
    if (!(await markCodeUsed(tx, found.code.id, now))) return 'already_validated' as const
    await confirmEmail(tx, found.user.id, now)
    return 'validated' as const
  })
  return { ok: true, status }
}
