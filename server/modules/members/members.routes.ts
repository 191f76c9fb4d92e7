import { Hono } from 'hono'
import { publicRegistrationSchema } from '../../../sync/contracts/members'
import type { AppEnv } from '../../http/app-env'
import { idParam, jsonBody } from '../../http/validate'
import { clientAddress } from '../rate-limit/client-address'
import { hit, peek, tooManyRequests, type RateRule } from '../rate-limit/rate-limit'
import './messages'
import { publicChurch, registerPublicly } from './members.service'

const HOUR = 60 * 60_000

/** Self-registrations per client address: 10 an hour, then blocked for an hour. */
export const PUBLIC_REGISTRATION_RULE: RateRule = { limit: 10, windowMs: HOUR, blockMs: HOUR }
const registrationKey = (address: string) => `member-registration:address:${address}`

/**
 * The members API at /api/members/v1. The screens read and write through sync (members.sync.ts);
 * here only the public self-registration (no sign-in) of `/member-registration?church=<id>`.
 */
export function membersRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()

  r.get('/public-registration/:churchId', async (c) => {
    return c.json({ data: await publicChurch(c.get('deps').db, idParam(c, 'churchId')) })
  })

  r.post('/public-registration', async (c) => {
    const { db, now } = c.get('deps')
    const key = registrationKey(clientAddress(c))
    const state = await peek(db, key, now())
    if (state.blocked) throw tooManyRequests(state)
    // Every attempt counts, valid or not: the form cannot be used to probe CPFs at speed.
    await hit(db, key, PUBLIC_REGISTRATION_RULE, now())
    const input = await jsonBody(c, publicRegistrationSchema)
    return c.json({ data: await registerPublicly(db, input, now()) }, 201)
  })

  return r
}
