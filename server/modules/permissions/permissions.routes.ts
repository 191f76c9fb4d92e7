import { Hono } from 'hono'
import { PERMISSION_ENTITIES, PERMISSION_VERBS } from '../../../sync/contracts/permissions'
import type { PermissionGroup } from '../../../sync/contracts/roles'
import type { AppEnv } from '../../http/app-env'
import { requireAuth } from '../auth/require-auth'

/** The permission list grouped by entity (VIEW, ADD, EDIT, DELETE each), for the roles screen. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = PERMISSION_ENTITIES.map((entity) => ({
  entity,
  permissions: PERMISSION_VERBS.map((verb) => `${verb}_${entity}`),
}))

/** /api/permissions/v1: any signed-in user. */
export function permissionsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  router.get('/', (c) => c.json({ data: PERMISSION_GROUPS }))
  return router
}
