import { atomic, type Db } from '../../db/client'
import type { Logger } from '../../logger'
import { expireSignup, findUnconfirmedSignups } from './signup.repo'

/**
 * A sign-up whose organisation has no confirmed e-mail this many days after it was made expires
 * (issue 47 #6): its CNPJ and e-mail are free again, so a CNPJ cannot be taken for good by
 * someone who never proved even an address. The known-CNPJ mail says so.
 */
export const SIGNUP_EXPIRY_DAYS = 7

const DAY_MS = 86_400_000

/**
 * Expires every sign-up older than SIGNUP_EXPIRY_DAYS whose organisation no one confirmed
 * (signup.repo.ts `expireSignup`: each in its own transaction, re-checked under locks). Run by
 * the hourly billing pass; safe to run at any time, any number of times, concurrently.
 * Returns how many expired.
 */
export async function expireUnconfirmedSignups(
  db: Db,
  now: Date,
  logger?: Logger,
): Promise<number> {
  const before = new Date(now.getTime() - SIGNUP_EXPIRY_DAYS * DAY_MS)
  let expired = 0
  for (const signup of await findUnconfirmedSignups(db, before)) {
    if (await atomic(db, (tx) => expireSignup(tx, signup, before, now))) {
      expired++
      logger?.info(
        { event: 'signup_expired', clientId: signup.clientId },
        'sign-up: expired unconfirmed, its CNPJ and e-mail freed',
      )
    }
  }
  return expired
}
