import { Hono } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { idParam } from '../../http/validate'
import { readNodeLogo } from './logo-import'

/**
 * /api/logos/v1/:nodeId: a node's linked logo copied into Celeiro (issue 14 #10). Public like an
 * uploaded church logo (an <img src> sends no bearer header; logos are public branding), with the
 * same cache headers.
 */
export function logosRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.get('/:nodeId', async (c) => {
    const logo = await readNodeLogo(c.get('deps').db, idParam(c, 'nodeId'))
    if (!logo) throw new ApiError('not_found')
    return c.body(new Uint8Array(logo.content), 200, {
      'Content-Type': logo.mimeType,
      'Content-Length': String(logo.size),
      'Cache-Control': 'private, max-age=300',
      'Last-Modified': new Date(logo.updatedAt).toUTCString(),
    })
  })
  return router
}
