import { Hono } from 'hono'
import {
  fieldCreateSchema,
  fieldUpdateSchema,
  hierarchyListQuerySchema,
} from '../../../sync/contracts/hierarchy'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'
import { addCrudRoutes } from './crud-routes'
import './messages'
import { fieldsService } from './fields.service'

/** /api/fields/v1: ecclesiastical fields. */
export function fieldsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, fieldsService, {
    query: hierarchyListQuerySchema,
    create: fieldCreateSchema,
    update: fieldUpdateSchema,
  })
}
