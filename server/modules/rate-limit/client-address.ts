import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { AppEnv } from '../../http/app-env'

/**
 * The caller's address for rate limits: the socket's remote address, or, with TRUST_PROXY=1,
 * the last X-Forwarded-For entry (the one our own proxy appended; earlier ones are the client's word).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last.slice(0, 100)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
