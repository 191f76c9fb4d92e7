import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney, formatMoneyInput, formatNumber, parseMoney } from './format'

describe('formatting by language', () => {
  it('shows money from centavos: R$ 1.234,56 in pt-BR', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe('R$ 1.234,56')
    expect(formatMoney(5, 'pt-BR')).toBe('R$ 0,05')
    expect(formatMoney(-99990, 'pt-BR')).toBe('-R$ 999,90')
    expect(formatMoney(123456, 'en')).toBe('R$1,234.56')
    expect(formatMoney(123456, 'es')).toMatch(/1\.?234,56/)
  })

  it('shows calendar dates as that day, in the language order', () => {
    expect(formatDate('2026-11-21', 'pt-BR')).toBe('21/11/2026')
    expect(formatDate('2026-11-21', 'en')).toBe('11/21/2026')
    expect(formatDate('2026-11-21', 'es')).toBe('21/11/2026')
    expect(formatDate('2026-01-01', 'pt-BR')).toBe('01/01/2026')
    expect(formatDate('not a date', 'pt-BR')).toBe('')
  })

  it('groups numbers per language', () => {
    expect(formatNumber(1234567.5, 'pt-BR')).toBe('1.234.567,5')
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5')
  })
})

describe('reading typed money', () => {
  it('reads reais as centavos in each language', () => {
    expect(parseMoney('1.234,56', 'pt-BR')).toBe(123456)
    expect(parseMoney('R$ 10', 'pt-BR')).toBe(1000)
    expect(parseMoney('0,5', 'pt-BR')).toBe(50)
    expect(parseMoney('12,345', 'pt-BR')).toBe(1235)
    expect(parseMoney('-7,10', 'pt-BR')).toBe(-710)
    expect(parseMoney('1,234.56', 'en')).toBe(123456)
    expect(parseMoney('1.234,56', 'es')).toBe(123456)
    expect(parseMoney('', 'pt-BR')).toBeNull()
    expect(parseMoney('abc', 'pt-BR')).toBeNull()
    expect(parseMoney('1,2,3', 'pt-BR')).toBeNull()
  })

  it('round-trips with the input format', () => {
    for (const centavos of [0, 5, 123456, 99999999]) {
      for (const locale of ['pt-BR', 'en', 'es'])
        expect(parseMoney(formatMoneyInput(centavos, locale), locale)).toBe(centavos)
    }
    expect(formatMoneyInput(123456, 'pt-BR')).toBe('1.234,56')
  })
})
