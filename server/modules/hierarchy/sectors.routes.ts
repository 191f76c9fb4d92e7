import { Hono } from 'hono'
import {
  hierarchyListQuerySchema,
  sectorCreateSchema,
  sectorUpdateSchema,
} from '../../../sync/contracts/hierarchy'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'
import { addCrudRoutes } from './crud-routes'
import './messages'
import { sectorsService } from './sectors.service'

/** /api/sectors/v1: regional sectors. */
export function sectorsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, sectorsService, {
    query: hierarchyListQuerySchema,
    create: sectorCreateSchema,
    update: sectorUpdateSchema,
  })
}
