import { Hono } from 'hono'
import {
  levelCreateSchema,
  levelListQuerySchema,
  levelUpdateSchema,
} from '../../../sync/contracts/levels'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'
import { addCrudRoutes } from '../hierarchy/crud-routes'
import '../hierarchy/messages'
import { levelsService } from './levels.service'

/** /api/levels/v1: hierarchy levels. */
export function levelsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, levelsService, {
    query: levelListQuerySchema,
    create: levelCreateSchema,
    update: levelUpdateSchema,
  })
}
