import { Hono } from 'hono'
import {
  roleCreateSchema,
  roleListQuerySchema,
  roleUpdateSchema,
} from '../../../sync/contracts/roles'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'
import { addCrudRoutes } from '../hierarchy/crud-routes'
import '../hierarchy/messages'
import { rolesService } from './roles.service'

/** /api/roles/v1: roles and their permissions. */
export function rolesRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  return addCrudRoutes(router, rolesService, {
    query: roleListQuerySchema,
    create: roleCreateSchema,
    update: roleUpdateSchema,
  })
}
