import { Hono } from 'hono'
import type { AppEnv } from './http/app-env'

/** Every module's routes, mounted under /api. */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>()
  api.get('/health', (c) => c.json({ ok: true }))
  return api
}
