import { isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { AppEnv } from '../../http/app-env'

/**
 * The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part as
 * two groups), or null when it is not one.
 */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null
  let text = address.split('%')[0] ?? address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const zeros = new Array<number>(8 - left.length - right.length).fill(0)
  return [...left, ...zeros, ...right]
}

/**
 * The bucket an address is counted in (docs/security.md): an IPv4 address as it is; an IPv6
 * address by its /64 (the part one subscriber, one LAN, gets: `2001:db8:1:2::/64`), since a
 * single host can take any of its 2^64 addresses; an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.5`, a dual-stack socket) as the IPv4 address it is. Anything else
 * (no address, a proxy's odd header) is kept as it came.
 */
export function addressBucket(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * The caller's address for rate limits, as its bucket (`addressBucket`: an IPv6 /64): the
 * socket's remote address, or, with TRUST_PROXY=1, the last X-Forwarded-For entry (the one our
 * own proxy appended; earlier ones are the client's word).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return addressBucket(last.slice(0, 100))
  }
  try {
    return addressBucket(getConnInfo(c).remote.address ?? 'unknown')
  } catch {
    return 'unknown'
  }
}
