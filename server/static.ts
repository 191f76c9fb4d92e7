import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from './http/app-env'

/**
 * Serves the built app: files as they are or their brotli twin (hashed assets cached for a year), any path
 * without an extension gets index.html (client routes), and a missing asset is a plain 404,
 * never the app page.
 */
export function serveApp(app: Hono<AppEnv>, dir: string): void {
  const indexFile = join(dir, 'index.html')
  if (!existsSync(indexFile)) return
  const index = readFileSync(indexFile, 'utf8')
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200)
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  })
  // The service worker and the script it imports (public/reminders-sw.js) are revalidated on
  // every update check, so a new release's worker never runs last release's import.
  for (const worker of ['/sw.js', '/reminders-sw.js'])
    app.use(worker, async (c, next) => {
      await next()
      c.res.headers.set('Cache-Control', 'no-cache')
    })
  // index.html (also when asked as / or /index.html) is revalidated on every load, so a new
  // release's asset names are seen at once; the hashed assets themselves are immutable.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res.headers.set('Cache-Control', 'no-cache')
  })
  // A hashed asset's brotli twin (`x.js.br`, written by the build: vite.config.ts) goes to a
  // browser that takes brotli; anything else is gzipped on the way out (http/compress.ts).
  app.use('*', serveStatic({ root: normalize(dir), precompressed: true }))
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || extname(c.req.path) !== '')
      return c.text('Not found', 404)
    c.header('Cache-Control', 'no-cache')
    return c.html(index)
  })
}
