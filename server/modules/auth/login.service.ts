import type { LoginResult } from '../../../sync/contracts/auth'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { countEvent } from '../rate-limit/rate-limit.repo'
import { clear, release, reserve, type Reservation } from '../rate-limit/rate-limit'
import {
  LOGIN_ACCOUNT_SLOW,
  LOGIN_ADDRESS_RULE,
  LOGIN_PAIR_RULE,
  accountDelayMs,
  loginAccountKey,
  loginAddressKey,
  loginPairKey,
} from './auth-limits'
import { findUserByEmail, type UserWithRole } from './auth.repo'
import { buildMe } from './me.service'
import { burnVerifyTime, verifyPassword } from './passwords'
import { insertSession } from './sessions.repo'
import { newSecret, hashSecret, sessionExpiry } from './tokens'

/** Can this user sign in (and keep using a token)? Deactivated or deleted users and deleted roles cannot. */
export function canSignIn(found: UserWithRole): boolean {
  return found.user.status === 'active' && !found.user.deletedAt && !found.role.deletedAt
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Counts the attempt before any password check: against the address and the (account, address)
 * pair, each a 429 once blocked, and against the account from everywhere, which only slows.
 */
async function reserveAttempt(
  db: Db,
  email: string,
  address: string,
  now: Date,
): Promise<{ held: Reservation[]; delayMs: number }> {
  const held: Reservation[] = []
  try {
    held.push(await reserve(db, loginAddressKey(address), LOGIN_ADDRESS_RULE, now))
    held.push(await reserve(db, loginPairKey(email, address), LOGIN_PAIR_RULE, now))
  } catch (err) {
    for (const r of held) await release(db, r)
    throw err
  }
  const account = await countEvent(db, loginAccountKey(email), now, LOGIN_ACCOUNT_SLOW.windowMs)
  held.push({ ...account, blockedUntil: null })
  return { held, delayMs: accountDelayMs(account.count) }
}

/**
 * Signs in. Unknown e-mail, wrong password and inactive account all answer the same 401,
 * each after one argon2 verification, and each counts against the pair, the address and the
 * account; the count is taken before the check (docs/security.md). Every sign-in gets a new
 * token; tokens are never reused or shared between devices.
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string },
  from: { address: string; userAgent: string },
): Promise<LoginResult> {
  const { db } = deps
  const now = deps.now()
  const { held, delayMs } = await reserveAttempt(db, input.email, from.address, now)
  if (delayMs > 0) await sleep(delayMs)
  const found = await findUserByEmail(db, input.email)
  let passwordOk = false
  if (found) passwordOk = await verifyPassword(found.user.passwordHash, input.password)
  else await burnVerifyTime(input.password)
  if (!found || !passwordOk || !canSignIn(found)) {
    deps.logger.info({ event: 'login_failed' }, 'login failed')
    throw new ApiError('invalid_credentials')
  }
  // A success gives its attempt back and forgets the failures of this device's address.
  for (const r of held) await release(db, r)
  await clear(db, loginPairKey(input.email, from.address))
  const token = newSecret()
  const createdAt = now
  const expiresAt = sessionExpiry(createdAt, now, deps.config.sessionMaxAgeMs)
  await insertSession(db, {
    userId: found.user.id,
    tokenHash: hashSecret(token),
    createdAt,
    expiresAt,
    userAgent: from.userAgent,
  })
  deps.logger.info({ event: 'login', userId: found.user.id }, 'signed in')
  return { token, expiresAt: expiresAt.toISOString(), user: await buildMe(db, found, now) }
}
