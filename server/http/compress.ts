import { promisify } from 'node:util'
import { gzip, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import type { AppEnv } from './app-env'

const gzipAsync = promisify(gzip)

/** Below this an answer goes as it is: gzip's header and the work cost more than they save. */
export const COMPRESS_THRESHOLD = 1024
/**
 * Up to this a body is gzipped at once on the event loop, at level 4 (~20 µs for `/me`'s 1.8 KB,
 * 60 µs for 16 KiB; level 6 is twice that for the same size within 1 %): the thread pool's
 * stream machinery costs more than the work. Larger ones (pull pages) go to the pool.
 */
export const GZIP_INLINE_MAX = 16 * 1024
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i
const NOT_COMPRESSED = new Set([204, 206, 304])

/** Whether the client takes gzip: named with q > 0, or, when not named, through `*` with q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  const accepts = parseAccept(header)
  const chosen =
    accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*')
  return (chosen?.q ?? 0) > 0
}

/**
 * Gzips the answers worth it (a 500-row pull page shrinks ~10x on a rural connection). The body
 * is read whole and gzipped (a small one at once, a large one on libuv's thread pool), and the
 * answer leaves with its length. Hono's `compress` piped every answer, a 50-byte one too,
 * through a web CompressionStream, which cost `/me` a third of its throughput
 * (docs/benchmarks.md, session 19).
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type')
    if (
      c.req.method === 'HEAD' ||
      NOT_COMPRESSED.has(res.status) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.headers.has('content-encoding') ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    )
      return
    const vary = res.headers.get('vary')
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
      res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    const length = res.headers.get('content-length')
    if (length !== null && Number(length) < COMPRESS_THRESHOLD) return
    if (!acceptsGzip(c.req.header('accept-encoding'))) return
    const body = heldBody(res) ?? new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    if (body.byteLength < COMPRESS_THRESHOLD)
      return replace(c, new Response(body, { status: res.status, headers }))
    const zipped =
      body.byteLength <= GZIP_INLINE_MAX ? gzipSync(body, { level: 4 }) : await gzipAsync(body)
    headers.delete('content-length')
    headers.set('content-encoding', 'gzip')
    const etag = headers.get('etag')
    if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`)
    replace(c, new Response(zipped, { status: res.status, headers }))
  }
}

const encoder = new TextEncoder()

/**
 * The body an answer holds in memory, read without turning it into a web stream: a `c.json` or
 * `c.text` answer under @hono/node-server is its lightweight Response holding the string (its
 * `[Symbol(cache)]`: status, body, headers). Reading it through `arrayBuffer()` builds a whole
 * undici Response and a ReadableStream for a 2 KB string, a sixth of `/me`'s time
 * (docs/benchmarks.md, session 23). Anything else (a stream, a Blob, another runtime's
 * Response): undefined, and the caller reads it the standard way. `compress.test.ts` holds that
 * a JSON answer over real HTTP takes this path, so an upgrade that moves it fails there.
 */
export function heldBody(res: Response): Uint8Array<ArrayBuffer> | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache')
  const cache: unknown = key ? (res as unknown as Record<symbol, unknown>)[key] : undefined
  const body = Array.isArray(cache) ? (cache[1] as unknown) : undefined
  if (typeof body === 'string') return encoder.encode(body)
  return body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : undefined
}

/**
 * Puts `res` in place of the answer as it is. Hono's setter would copy the old answer's headers
 * over it (its Content-Length too) and turn the new one into a stream again, losing
 * @hono/node-server's direct write of a body held in memory; `res` already has every header.
 */
function replace(c: Context<AppEnv>, res: Response): void {
  c.res = undefined
  c.res = res
}
