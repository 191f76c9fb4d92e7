import type { LoginResult } from '../../../sync/contracts/auth'
import type { AppDeps } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { clear, hit, peek, tooManyRequests } from '../rate-limit/rate-limit'
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_ADDRESS_RULE,
  loginAccountKey,
  loginAddressKey,
} from './auth-limits'
import { findUserByEmail, type UserWithRole } from './auth.repo'
import { buildMe } from './me.service'
import { burnVerifyTime, verifyPassword } from './passwords'
import { insertSession } from './sessions.repo'
import { SESSION_IDLE_MS, newSecret, hashSecret } from './tokens'

/** Can this user sign in (and keep using a token)? Deactivated or deleted users and deleted roles cannot. */
export function canSignIn(found: UserWithRole): boolean {
  return found.user.status === 'active' && !found.user.deletedAt && !found.role.deletedAt
}

/**
 * Signs in. Unknown e-mail, wrong password and inactive account all answer the same 401,
 * each after one argon2 verification, and each counts against the account and the address.
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  from: { address: string; userAgent: string },
): Promise<LoginResult> {
  const { db } = deps
  const now = deps.now()
  const accountKey = loginAccountKey(input.email)
  const addressKey = loginAddressKey(from.address)
  for (const key of [accountKey, addressKey]) {
    const state = await peek(db, key, now)
    if (state.blocked) throw tooManyRequests(state)
  }
  const found = await findUserByEmail(db, input.email)
  let passwordOk = false
  if (found) passwordOk = await verifyPassword(found.user.passwordHash, input.password)
  else await burnVerifyTime(input.password)
  if (!found || !passwordOk || !canSignIn(found)) {
    await hit(db, accountKey, LOGIN_ACCOUNT_RULE, now)
    await hit(db, addressKey, LOGIN_ADDRESS_RULE, now)
    deps.logger.info({ event: 'login_failed' }, 'login failed')
    throw new ApiError('invalid_credentials')
  }
  await clear(db, accountKey)
  const token = newSecret()
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS)
  await insertSession(db, {
    userId: found.user.id,
    tokenHash: hashSecret(token),
    expiresAt,
    userAgent: from.userAgent,
  })
  deps.logger.info({ event: 'login', userId: found.user.id }, 'signed in')
  return { token, expiresAt: expiresAt.toISOString(), user: await buildMe(db, found) }
}
