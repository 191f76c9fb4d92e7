import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '../sync/contracts/api-error'
import { bodyLimits } from './http/body-limit'
import { compressAnswers } from './http/compress'
import { apiErrorFromDatabase } from './http/db-errors'
import { ApiError } from './http/errors'
import type { AppDeps, AppEnv } from './http/app-env'
import { pickLanguage, translate } from './http/i18n'
import { securityHeaders } from './http/security-headers'
import { apiRoutes } from './routes'

/** The HTTP application: middleware, the API under /api, one error shape. Static files are added by main. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  // Rural connections are slow: gzip the app's files and the JSON (a 1,000-row pull page shrinks ~10x).
  app.use(compressAnswers())
  app.use(securityHeaders)
  app.use(async (c, next) => {
    c.set('deps', deps)
    c.set('lang', pickLanguage(c.req.header('x-language') ?? c.req.header('accept-language')))
    const started = performance.now()
    await next()
    // routePath, not the path: validation keys travel in paths and must not be logged.
    deps.logger.info(
      {
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })

  // Before any route reads a body: 64 KiB for JSON, more for a push; uploads have their own.
  app.use(bodyLimits())
  app.route('/api', apiRoutes())

  app.notFound((c) => {
    const body: ApiErrorBody = { message: translate(c.get('lang'), 'not_found'), code: 'not_found' }
    return c.json(body, 404)
  })

  app.onError((caught, c) => {
    const lang = c.get('lang') ?? 'pt-BR'
    const err = caught instanceof ApiError ? caught : (apiErrorFromDatabase(caught) ?? caught)
    if (err instanceof ApiError) {
      const body: ApiErrorBody = { message: translate(lang, err.messageKey), code: err.code }
      if (err.details !== undefined) body.details = err.details
      return c.json(body, err.status as ContentfulStatusCode)
    }
    // Hono's own HTTP errors (e.g. a malformed multipart body) are the caller's mistake.
    const status = (err as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return c.json(
        { message: translate(lang, 'bad_request'), code: 'bad_request' } satisfies ApiErrorBody,
        status as ContentfulStatusCode,
      )
    }
    deps.logger.error({ err, route: c.req.routePath }, 'unhandled error')
    return c.json(
      { message: translate(lang, 'internal_error'), code: 'internal_error' } satisfies ApiErrorBody,
      500,
    )
  })
  return app
}
