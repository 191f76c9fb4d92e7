import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { clientAddress } from '../rate-limit/client-address'
import { hit, peek, tooManyRequests, type RateRule } from '../rate-limit/rate-limit'

const HOUR = 60 * 60_000

/** Self-registrations per client address: 10 an hour, then blocked for an hour. */
export const PUBLIC_REGISTRATION_RULE: RateRule = { limit: 10, windowMs: HOUR, blockMs: HOUR }

/**
 * Self-registrations per church, from any address: 50 an hour, then 15 minutes of pause. Many
 * addresses (a botnet, a proxy pool) cannot fill one church's pending list at speed; a church's
 * registration drive of a few dozen people an hour goes through, and a block ends soon.
 */
export const PUBLIC_REGISTRATION_CHURCH_RULE: RateRule = {
  limit: 50,
  windowMs: HOUR,
  blockMs: 15 * 60_000,
}

/** Counts an attempt from this address (before the body is read); 429 when blocked. */
export async function limitRegistrationByAddress(c: Context<AppEnv>): Promise<void> {
  const { db, now } = c.get('deps')
  const key = `member-registration:address:${clientAddress(c)}`
  const state = await peek(db, key, now())
  if (state.blocked) throw tooManyRequests(state)
  // Every attempt counts, valid or not: the form cannot be used to probe at speed.
  await hit(db, key, PUBLIC_REGISTRATION_RULE, now())
}

/** Counts an attempt for this church, whatever the address; 429 when blocked. */
export async function limitRegistrationByChurch(
  c: Context<AppEnv>,
  churchId: string,
): Promise<void> {
  const { db, now } = c.get('deps')
  const key = `member-registration:church:${churchId}`
  const state = await peek(db, key, now())
  if (state.blocked) throw tooManyRequests(state)
  await hit(db, key, PUBLIC_REGISTRATION_CHURCH_RULE, now())
}

/** Card checks per client address: 60 in 10 minutes, then 10 minutes of pause (a QR read is one). */
export const CARD_CHECK_RULE: RateRule = { limit: 60, windowMs: 10 * 60_000, blockMs: 10 * 60_000 }

/** Counts a card check from this address; 429 when blocked (tokens cannot be tried at speed). */
export async function limitCardCheck(c: Context<AppEnv>): Promise<void> {
  const { db, now } = c.get('deps')
  const key = `member-card:address:${clientAddress(c)}`
  const state = await peek(db, key, now())
  if (state.blocked) throw tooManyRequests(state)
  await hit(db, key, CARD_CHECK_RULE, now())
}
