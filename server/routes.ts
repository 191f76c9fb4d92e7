import { Hono } from 'hono'
import type { AppEnv } from './http/app-env'
import { authRoutes } from './modules/auth/auth.routes'
import { billingRoutes, signupRoutes } from './modules/billing/billing.routes'
import { syncRoutes } from './modules/sync/sync.routes'
// Every synced entity and mutation handler, installed before the sync routes answer.
import './sync-catalog'
import { churchesRoutes } from './modules/hierarchy/churches.routes'
import {
  conventionsRoutes,
  fieldsRoutes,
  sectorsRoutes,
} from './modules/hierarchy/hierarchy.routes'
import { logosRoutes } from './modules/hierarchy/logos.routes'
import { levelsRoutes } from './modules/levels/levels.routes'
import { membersRoutes } from './modules/members/members.routes'
import { permissionsRoutes } from './modules/permissions/permissions.routes'
import { rolesRoutes } from './modules/roles/roles.routes'
import { treasuryRoutes } from './modules/treasury/treasury.routes'
import { usersRoutes } from './modules/users/users.routes'

/** Every module's routes, mounted under /api. */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.get('/health', (c) => c.json({ ok: true }))
  api.route('/auth/v1', authRoutes())
  api.route('/sync/v1', syncRoutes())
  api.route('/congregations/v1', conventionsRoutes())
  api.route('/fields/v1', fieldsRoutes())
  api.route('/sectors/v1', sectorsRoutes())
  api.route('/churches/v1', churchesRoutes())
  api.route('/logos/v1', logosRoutes())
  api.route('/levels/v1', levelsRoutes())
  api.route('/roles/v1', rolesRoutes())
  api.route('/users/v1', usersRoutes())
  api.route('/permissions/v1', permissionsRoutes())
  api.route('/members/v1', membersRoutes())
  api.route('/treasury/v1', treasuryRoutes())
  api.route('/signup/v1', signupRoutes())
  api.route('/billing/v1', billingRoutes())
  return api
}
