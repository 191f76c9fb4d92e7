import { describe, expect, it } from 'vitest'
import { displayCpf, displayPhone, fullName, isoInstant } from './member-display'

describe('member display', () => {
  it('reads PostgreSQL and ISO instants', () => {
    expect(isoInstant('2026-11-22 03:01:33.421+00')).toBe('2026-11-22T03:01:33.421Z')
    expect(isoInstant('2026-11-22 00:01:33-03')).toBe('2026-11-22T03:01:33.000Z')
    expect(isoInstant('2026-11-22T03:01:33.000Z')).toBe('2026-11-22T03:01:33.000Z')
    expect(isoInstant('nonsense')).toBe('nonsense')
  })

  it('names and CPFs', () => {
    expect(fullName({ name: 'Ana', surname: 'Lima' })).toBe('Ana Lima')
    expect(displayCpf('52998224725')).toBe('529.982.247-25')
    expect(displayCpf(null)).toBe('')
  })
})

describe('displayPhone', () => {
  it('masks Brazilian landlines and mobiles, leaves anything else as typed', () => {
    expect(displayPhone('11987654321')).toBe('(11) 98765-4321')
    expect(displayPhone('(19) 3232-1010')).toBe('(19) 3232-1010')
    expect(displayPhone('1932321010')).toBe('(19) 3232-1010')
    expect(displayPhone('+351 912 345 678')).toBe('+351 912 345 678')
    expect(displayPhone('')).toBe('')
  })
})
