import { describe, expect, it } from 'vitest'
import { dateInWords } from './date-in-words'

describe('dateInWords', () => {
  it('writes a date out as a Brazilian letter does', () => {
    expect(dateInWords('2026-11-29', 'pt-BR')).toBe('29 de novembro de 2026')
    expect(dateInWords('2026-12-01', 'pt-BR')).toBe('1º de dezembro de 2026')
    expect(dateInWords('2024-02-29', 'pt-BR')).toBe('29 de fevereiro de 2024')
  })
  it('in English and Spanish too', () => {
    expect(dateInWords('2026-11-29', 'en')).toBe('November 29, 2026')
    expect(dateInWords('2026-03-01', 'es')).toBe('1 de marzo de 2026')
  })
  it('gives nothing for what is not a day', () => {
    expect(dateInWords('2026-02-30', 'pt-BR')).toBe('')
    expect(dateInWords('29/11/2026', 'pt-BR')).toBe('')
    expect(dateInWords('', 'pt-BR')).toBe('')
  })
})
