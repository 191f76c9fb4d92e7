import { Hono } from 'hono'
import { publicRegistrationSchema } from '../../../sync/contracts/members'
import type { AppEnv } from '../../http/app-env'
import { idParam, jsonBody } from '../../http/validate'
import { accessLogRoutes } from '../access-log/access-log.routes'
import { memberPhotoRoutes } from './member-photo.routes'
import './messages'
import { publicChurch, registerPublicly } from './members.service'
import { checkCard } from './member-card.service'
import {
  limitCardCheck,
  limitRegistrationByAddress,
  limitRegistrationByChurch,
} from './registration-limits'

export { PUBLIC_REGISTRATION_RULE } from './registration-limits'

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
    await limitRegistrationByAddress(c)
    const input = await jsonBody(c, publicRegistrationSchema)
    await limitRegistrationByChurch(c, input.churchId)
    // The same answer whether the CPF is known or not (no CPF oracle): a match is flagged for the secretary.
    return c.json({ data: await registerPublicly(db, input, now()) }, 201)
  })

  // A member card's public check (no sign-in; issue 52): valid or not, with name and church only.
  r.get('/cards/:token', async (c) => {
    await limitCardCheck(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ data: await checkCard(c.get('deps').db, c.req.param('token')) })
  })

  // A member's photo (signed in; issue 52).
  r.route('/members', memberPhotoRoutes())

  // The LGPD log of who exported member data (signed in; see access-log.routes.ts).
  r.route('/access-log', accessLogRoutes())

  return r
}
