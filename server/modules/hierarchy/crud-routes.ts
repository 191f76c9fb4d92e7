import { Hono } from 'hono'
import type { z } from 'zod'
import type { Page } from '../../../sync/contracts/common'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import type { AppDeps, AppEnv } from '../../http/app-env'
import { idParam, jsonBody, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import './messages'

/** The five calls of an entity, as services; access checks live in them, not here. */
export interface CrudService<Q, C, U, R> {
  list: (db: DbOrTx, auth: AuthContext, query: Q) => Promise<Page<R>>
  get: (db: DbOrTx, auth: AuthContext, id: string) => Promise<R>
  create: (db: DbOrTx, auth: AuthContext, input: C) => Promise<{ row: R; created: boolean }>
  update: (db: DbOrTx, auth: AuthContext, id: string, patch: U) => Promise<R>
  remove: (db: DbOrTx, auth: AuthContext, id: string) => Promise<void>
}

export interface CrudSchemas<Q, C, U> {
  query: z.ZodType<Q>
  create: z.ZodType<C>
  update: z.ZodType<U>
}

/** Runs after a create or an update has committed (e.g. copying a linked logo); answers the row to send. */
export type AfterWrite<R> = (deps: AppDeps, row: R) => Promise<R>

/** GET / (list), GET /:id, POST / (201, or 200 for a replayed create), PATCH /:id, DELETE /:id. Mount after requireAuth. */
export function addCrudRoutes<Q, C, U, R>(
  router: Hono<AppEnv>,
  service: CrudService<Q, C, U, R>,
  schemas: CrudSchemas<Q, C, U>,
  afterWrite?: AfterWrite<R>,
): Hono<AppEnv> {
  const after = (deps: AppDeps, row: R) => (afterWrite ? afterWrite(deps, row) : row)
  router.get('/', async (c) => {
    const query = parseWith(schemas.query, c.req.query())
    return c.json(await service.list(c.get('deps').db, c.get('auth'), query))
  })
  router.get('/:id', async (c) => {
    return c.json({ data: await service.get(c.get('deps').db, c.get('auth'), idParam(c)) })
  })
  router.post('/', async (c) => {
    const input = await jsonBody(c, schemas.create)
    const { row, created } = await service.create(c.get('deps').db, c.get('auth'), input)
    return c.json({ data: await after(c.get('deps'), row) }, created ? 201 : 200)
  })
  router.patch('/:id', async (c) => {
    const id = idParam(c)
    const patch = await jsonBody(c, schemas.update)
    const row = await service.update(c.get('deps').db, c.get('auth'), id, patch)
    return c.json({ data: await after(c.get('deps'), row) })
  })
  router.delete('/:id', async (c) => {
    const id = idParam(c)
    await service.remove(c.get('deps').db, c.get('auth'), id)
    return c.json({ data: { id } })
  })
  return router
}

/** A router of the five calls of an entity, all behind requireAuth. */
export function crudRouter<Q, C, U, R>(
  service: CrudService<Q, C, U, R>,
  schemas: CrudSchemas<Q, C, U>,
  afterWrite?: AfterWrite<R>,
): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, service, schemas, afterWrite)
}
