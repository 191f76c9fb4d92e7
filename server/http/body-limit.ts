import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from './app-env'
import { ApiError } from './errors'
import { registerMessages } from './i18n'

const KIB = 1024

/** Any JSON body (login, reset, public registration, REST writes): the largest is ~20 KiB. */
export const JSON_BODY_MAX = 64 * KIB
/**
 * A push: the largest mutation (a member with every text at its maximum, ~3,100 characters,
 * ~10 KiB as UTF-8, ~20 KiB if every character were escaped) times a batch of 100, twice over:
 * a device cuts its batches at MAX_PUSH_BATCH_BYTES (256 KiB) since session 46, and a device
 * still running the code before, which sent 100 mutations whatever their size, is still taken.
 */
export const PUSH_BODY_MAX = 100 * 40 * KIB
export const PUSH_PATH = '/api/sync/v1/push'
/** Uploads set their own, larger limits on their routes (attachments, church images). */
export const OWN_LIMIT_PATHS: ReadonlySet<string> = new Set([
  '/api/treasury/v1/attachments',
  '/api/churches/v1/upload-image',
])

registerMessages({
  'pt-BR': { body_too_large: 'O conteúdo enviado é grande demais.' },
  en: { body_too_large: 'The request is too large.' },
  es: { body_too_large: 'El contenido enviado es demasiado grande.' },
})

const limitOf = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError('payload_too_large', { maxBytes }, 'body_too_large')
    },
  })

/**
 * The size limit of every request body, checked before it is read: a Content-Length over the
 * limit is refused at once (413), a streamed body is counted while it arrives and refused as
 * soon as it passes the limit — nothing larger is ever held or parsed.
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const json = limitOf(JSON_BODY_MAX)
  const push = limitOf(PUSH_BODY_MAX)
  return async (c, next) => {
    // No body to limit; asking the request for its body would build a whole Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const path = c.req.path
    if (OWN_LIMIT_PATHS.has(path)) return next()
    const isPush = path === PUSH_PATH
    // Without Transfer-Encoding a body is exactly its Content-Length (Node's parser reads no
    // more), or absent: within the limit, nothing needs counting. Only a chunked body, or a
    // length over the limit (refused at once), goes through the limiter.
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length')
      if (length === undefined || Number(length) <= (isPush ? PUSH_BODY_MAX : JSON_BODY_MAX))
        return next()
    }
    return (isPush ? push : json)(c, next)
  }
}
