import { describe, expect, it } from 'vitest'
import { displayCpf, fullName, isoInstant } from './member-display'

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
