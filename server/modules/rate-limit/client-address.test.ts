import { describe, expect, it } from 'vitest'
import { addressBucket } from './client-address'

describe('addressBucket', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressBucket('203.0.113.5')).toBe('203.0.113.5')
    expect(addressBucket('127.0.0.1')).toBe('127.0.0.1')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:1:2::/64'
    for (const written of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:a::b',
      '2001:db8:1:2::7%eth0',
    ])
      expect(addressBucket(written)).toBe(bucket)
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressBucket('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(addressBucket('::FFFF:cb00:7105')).toBe('203.0.113.5')
    // Not mapped: an IPv4-compatible or translated address is an IPv6 one.
    expect(addressBucket('64:ff9b::203.0.113.5')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps what is not an address as it came', () => {
    expect(addressBucket('unknown')).toBe('unknown')
    expect(addressBucket('2001:db8::1::2')).toBe('2001:db8::1::2')
  })
})
