import { Hono } from 'hono'
import type { AppEnv } from './http/app-env'
import { authRoutes } from './modules/auth/auth.routes'
import { syncRoutes } from './modules/sync/sync.routes'

/** Every module's routes, mounted under /api. */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.get('/health', (c) => c.json({ ok: true }))
  api.route('/auth/v1', authRoutes())
  api.route('/sync/v1', syncRoutes())
  return api
}
