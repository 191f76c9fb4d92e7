import { Hono } from 'hono'
import { listQuerySchema } from '../../../sync/contracts/common'
import { conventionCreateSchema, conventionUpdateSchema } from '../../../sync/contracts/hierarchy'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'
import { conventionsService } from './conventions.service'
import { addCrudRoutes } from './crud-routes'
import './messages'

/** /api/congregations/v1: conventions (the spec calls them congregations). */
export function conventionsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, conventionsService, {
    query: listQuerySchema,
    create: conventionCreateSchema,
    update: conventionUpdateSchema,
  })
}
