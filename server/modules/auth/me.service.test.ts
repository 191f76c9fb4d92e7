import { describe, expect, it } from 'vitest'
import { normaliseColour, resolveBranding } from './me.service'

const node = (
  values: Partial<
    Record<'sigla' | 'linkLogo' | 'primaryColor' | 'secondaryColor' | 'accentColor', string>
  >,
) => ({
  sigla: '',
  linkLogo: '',
  primaryColor: '',
  secondaryColor: '',
  accentColor: '',
  ...values,
})

describe('branding of the current user congregation', () => {
  it('takes each value from the nearest node that has it, else blank', () => {
    const church = node({ sigla: 'SEDE', primaryColor: '  ' })
    const sector = node({ primaryColor: '#ABC', linkLogo: 'https://x/l.png' })
    const convention = node({ sigla: 'CEAD', primaryColor: '#111111', secondaryColor: '#222222' })
    expect(resolveBranding([church, sector, convention])).toEqual({
      sigla: 'SEDE',
      linkLogo: 'https://x/l.png',
      primaryColor: '#aabbcc',
      secondaryColor: '#222222',
      accentColor: '',
    })
  })

  it('treats values that are not colours as blank', () => {
    expect(normaliseColour('red')).toBe('')
    expect(normaliseColour('#12345')).toBe('')
    expect(normaliseColour('#1F5F99')).toBe('#1f5f99')
    expect(
      resolveBranding([node({ accentColor: 'blue' }), node({ accentColor: '#fff' })]).accentColor,
    ).toBe('#ffffff')
  })
})
