import type { EmailValidationResponse } from '../../../sync/contracts/auth'
import type { DbOrTx } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { pickLanguage } from '../../http/i18n'
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/email-change-templates'
import { guardEmailRace } from '../users/unique-email'
import { applyEmailChange, emailInUse } from './auth.repo'
import { revokeUserSessions } from './sessions.repo'
import { issueCode, markCodeUsed, type findCode } from './user-codes.repo'

/** Links confirming a new address are valid 48 hours, like validation links; a newer one expires older ones. */
export const EMAIL_CHANGE_TTL_MS = 48 * 60 * 60 * 1000

type Deps = Omit<AppDeps, 'db'> & { db: DbOrTx }
interface ChangingUser {
  id: string
  name: string
  language: string
  email: string
  pendingEmail: string | null
}

/**
 * E-mails the confirmation link of `pendingEmail` to that address and, unless it is a resend,
 * tells the current address what was asked. `deps.db` may be the caller's transaction.
 */
export async function sendEmailChange(
  deps: Deps,
  user: ChangingUser,
  opts: { notifyCurrent: boolean },
): Promise<void> {
  const newEmail = user.pendingEmail
  if (!newEmail) return
  const code = await issueCode(deps.db, {
    userId: user.id,
    purpose: 'email_change',
    ttlMs: EMAIL_CHANGE_TTL_MS,
    now: deps.now(),
  })
  const lang = pickLanguage(user.language)
  const link = `${deps.config.appOrigin}/email-validation/${code}`
  if (opts.notifyCurrent) {
    const notice = emailChangeNoticeMail(lang, { name: user.name, oldEmail: user.email, newEmail })
    await deps.mailer.send({ to: user.email, ...notice })
  }
  const mail = emailChangeConfirmMail(lang, { name: user.name, link, newEmail })
  await deps.mailer.send({ to: newEmail, ...mail, link })
}

type FoundCode = NonNullable<Awaited<ReturnType<typeof findCode>>>

/**
 * Spends an e-mail change key: the pending address becomes the user's (confirmed) e-mail and
 * every session of the user ends. A cancelled change, or an address taken meanwhile, is invalid.
 */
export async function confirmEmailChange(
  deps: AppDeps,
  found: FoundCode,
): Promise<EmailValidationResponse> {
  const { code, user } = found
  if (user.deletedAt) return { ok: false, status: 'invalid' }
  if (code.usedAt) return { ok: true, status: 'already_validated' }
  const now = deps.now()
  if (new Date(code.expiresAt) <= now) return { ok: false, status: 'expired' }
  const pending = user.pendingEmail
  if (!pending) return { ok: false, status: 'invalid' }
  try {
    return await guardEmailRace(() =>
      deps.db.transaction(async (tx) => {
        if (!(await markCodeUsed(tx, code.id, now)))
          return { ok: true, status: 'already_validated' }
        if (await emailInUse(tx, pending, user.id)) throw new ApiError('conflict')
        if (!(await applyEmailChange(tx, user.id, pending, now))) throw new ApiError('conflict')
        await revokeUserSessions(tx, user.id, now)
        deps.logger.info({ event: 'email_changed', userId: user.id }, 'e-mail changed')
        return { ok: true, status: 'validated' } as const
      }),
    )
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, status: 'invalid' }
    throw err
  }
}
