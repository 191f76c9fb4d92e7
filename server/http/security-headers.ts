import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'

/**
 * The one inline script of index.html (before any other script, it paints the app's frame on a
 * device with a signed-in user, or shows /login's form signed out): allowed by its hash, no other
 * inline script is.
 * tests/integration/security-headers.test.ts recomputes it from index.html.
 */
export const SHELL_SCRIPT_HASH = "'sha256-kTXK6Uq39poYorngBzJcMj4ZFVjGxkuNlpbTD7gZ0nM='"

const CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the PDF renderer compile its layout engine (WebAssembly shipped in
  // our own chunk); it allows no JavaScript eval.
  `script-src 'self' 'wasm-unsafe-eval' ${SHELL_SCRIPT_HASH}`,
  // Chakra UI (emotion) injects style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  // Images come from this server only: a logo link to another site would tell it the address of
  // every visitor (the public registration page too). Logos are uploads; links are not shown.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // data: for the PDF layout engine (yoga-layout), whose loader fetches its WebAssembly from the
  // data: URL built into its own chunk before decoding it itself; refused, it logged two errors
  // on every first PDF of a page. A data: URL reaches no server (nothing can be sent with it)
  // and its bytes run only as script-src and 'wasm-unsafe-eval' allow (docs/decisions.md).
  "connect-src 'self' data:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // No other site may frame the app; its own pages may (the code warm-up's hidden frame,
  // src/lib/code-warm-up.ts).
  "frame-ancestors 'self'",
].join('; ')

/** One year; no includeSubDomains (other hosts of the domain are not ours to pin). */
export const HSTS = 'max-age=31536000'

/**
 * Whether the request came over TLS: to this process directly, or to the proxy in front when
 * TRUST_PROXY=1 and it says so (the last X-Forwarded-Proto entry, the one our proxy added).
 */
function overTls(c: Context<AppEnv>): boolean {
  if (c.req.url.startsWith('https:')) return true
  if (!c.get('deps')?.config.trustProxy) return false
  const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase()
  return proto === 'https'
}

/** Security headers on every response; API answers are never cached; HSTS over TLS. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const h = c.res.headers
  if (overTls(c)) h.set('Strict-Transport-Security', HSTS)
  h.set('Content-Security-Policy', CSP)
  h.set('X-Content-Type-Options', 'nosniff')
  h.set('X-Frame-Options', 'SAMEORIGIN')
  // Reset and validation links carry codes in their path: never leak them.
  h.set('Referrer-Policy', 'no-referrer')
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  h.set('Cross-Origin-Opener-Policy', 'same-origin')
  // A handler may choose its own caching (church images); every other API answer is no-store.
  if (c.req.path.startsWith('/api/') && !h.has('Cache-Control')) h.set('Cache-Control', 'no-store')
}
