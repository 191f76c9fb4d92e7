import { BlockList, isIP } from 'node:net'

/**
 * The addresses a linked logo may not be fetched from (SSRF guard, issue 14 #10): loopback,
 * private, link-local, CGNAT, multicast, reserved and documentation ranges, IPv4 and IPv6.
 * An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is refused as a whole.
 */
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/** Test/dev only: CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK=1 lets a test serve a logo from 127.0.0.1 over http. */
export const loopbackAllowed = (): boolean => process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK === '1'

/** true when a linked logo may be fetched from this IP address (not an IP: false). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address)
  if (family === 0) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  // IPv4-mapped IPv6 (BlockList would match its IPv4 rules against every IPv4 address too)
  if (type === 'ipv6' && /^::ffff:/i.test(address)) return false
  if (allowLoopback && loopback.check(address, type)) return true
  return !blocked.check(address, type)
}
