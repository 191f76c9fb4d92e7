import { describe, expect, it } from 'vitest'
import { maskCpfForList } from './cpf-mask'

describe('maskCpfForList', () => {
  it('shows only the middle six digits, stored or typed with its mask', () => {
    expect(maskCpfForList('12345678909')).toBe('•••.456.789-••')
    expect(maskCpfForList('123.456.789-09')).toBe('•••.456.789-••')
    expect(maskCpfForList('01234567890')).toBe('•••.456.789-••'.replace('456.789', '345.678'))
  })

  it('never shows the first three nor the check digits', () => {
    const shown = maskCpfForList('98765432100')
    expect(shown).not.toContain('987')
    expect(shown.endsWith('-••')).toBe(true)
  })

  it('shows nothing for no CPF, and no digit of what is not a CPF', () => {
    expect(maskCpfForList(null)).toBe('')
    expect(maskCpfForList('')).toBe('')
    expect(maskCpfForList('12345')).toBe('•••.•••.•••-••')
  })
})
