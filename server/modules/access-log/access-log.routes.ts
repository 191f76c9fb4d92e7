import { Hono } from 'hono'
import {
  dataAccessListQuerySchema,
  dataAccessRecordSchema,
} from '../../../sync/contracts/access-log'
import type { AppEnv } from '../../http/app-env'
import { jsonBody, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import { listAccessFor, recordAccess } from './access-log.service'

/** /api/members/v1/access-log: record an export (any user, their own); list (administrators). */
export function accessLogRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()
  r.use('*', requireAuth)
  r.post('/', async (c) => {
    const { db, now } = c.get('deps')
    const input = await jsonBody(c, dataAccessRecordSchema)
    return c.json({ data: await recordAccess(db, c.get('auth'), input, now()) }, 201)
  })
  r.get('/', async (c) => {
    const query = parseWith(dataAccessListQuerySchema, c.req.query())
    return c.json(await listAccessFor(c.get('deps').db, c.get('auth'), query))
  })
  return r
}
