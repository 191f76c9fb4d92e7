import { describe, expect, it } from 'vitest'
import { firstName, initials } from './user-names'

describe('user names', () => {
  it('makes initials from the first and last words', () => {
    expect(initials('Ana Beatriz Lima')).toBe('AL')
    expect(initials('  joão  ')).toBe('J')
    expect(initials('élcio souza')).toBe('ÉS')
    expect(initials('')).toBe('?')
    expect(initials(null)).toBe('?')
  })

  it('takes the first name', () => {
    expect(firstName('Márcia Oliveira Santos')).toBe('Márcia')
    expect(firstName(undefined)).toBe('')
  })
})
