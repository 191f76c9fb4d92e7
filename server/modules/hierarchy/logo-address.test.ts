import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './logo-address'

describe('isPublicAddress (linked logo SSRF guard)', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses loopback, private, link-local, CGNAT, multicast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses ::1, unique-local, link-local, multicast and IPv4-mapped IPv6', () => {
    for (const address of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('localhost')).toBe(false)
    expect(isPublicAddress('')).toBe(false)
  })

  it('lets loopback through only when allowed (tests), never other private ranges', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true)
    expect(isPublicAddress('::1', true)).toBe(true)
    expect(isPublicAddress('10.0.0.1', true)).toBe(false)
    expect(isPublicAddress('192.168.0.1', true)).toBe(false)
  })
})
