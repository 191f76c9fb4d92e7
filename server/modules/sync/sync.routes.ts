import { Hono } from 'hono'
import { pullQuerySchema, pushBodySchema } from '../../../sync/contracts/sync'
import type { AppEnv } from '../../http/app-env'
import { idParam, jsonBody, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import './messages'
import { rowHistoryFor } from './history.service'
import { pullBody } from './pull-json'
import { pull } from './pull.service'
import { push } from './push.service'

/** The sync protocol (docs/sync.md), mounted at /api/sync/v1. */
export function syncRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()
  r.use(requireAuth)
  r.post('/push', async (c) => {
    // A control character in one mutation's args rejects that mutation alone (push.service).
    const body = await jsonBody(c, pushBodySchema, { controls: 'later' })
    return c.json({ data: await push(c.get('deps'), c.get('auth'), c.get('lang'), body) })
  })
  r.get('/pull', async (c) => {
    const query = parseWith(pullQuerySchema, c.req.query())
    const page = await pull(c.get('deps'), c.get('auth'), query)
    return c.body(pullBody(page), 200, { 'content-type': 'application/json; charset=UTF-8' })
  })
  r.get('/history/:entity/:id', async (c) => {
    const { db } = c.get('deps')
    const entity = c.req.param('entity')
    return c.json({ data: await rowHistoryFor(db, c.get('auth'), entity, idParam(c)) })
  })
  return r
}
