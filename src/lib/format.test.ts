import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatList,
  formatMoney,
  formatMoneyWhole,
  formatNumber,
  formatPeriod,
} from './format'

describe('formatting by language', () => {
  it('shows money from centavos: R$ 1.234,56 in pt-BR', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe('R$\u00a01.234,56')
    expect(formatMoney(5, 'pt-BR')).toBe('R$\u00a00,05')
    expect(formatMoney(-99990, 'pt-BR')).toBe('-R$\u00a0999,90')
  })

  // Issue 48: Spanish read '5850,00 BRL', English 'R$5,850.00'; a narrow card broke 'R$ / 159,90'.
  it('reads R$ in every language, joined to its amount by a no-break space', () => {
    expect(formatMoney(585000, 'en')).toBe('R$\u00a05,850.00')
    expect(formatMoney(-123450, 'en')).toBe('-R$\u00a01,234.50')
    expect(formatMoney(585000, 'es')).toBe('R$\u00a05.850,00')
    expect(formatMoney(62990, 'es')).toBe('R$\u00a0629,90')
    expect(formatMoney(1234560, 'es')).toBe('R$\u00a012.345,60')
    expect(formatMoney(-123450, 'es')).toBe('-R$\u00a01.234,50')
    expect(formatMoney(-0, 'pt-BR')).toBe('R$\u00a00,00')
    for (const locale of ['pt-BR', 'en', 'es']) {
      const shown = formatMoney(15990, locale)
      expect(shown).not.toMatch(/BRL| /)
      expect(shown.startsWith('R$\u00a0')).toBe(true)
      expect(formatMoneyWhole(1_600_000, locale)).toMatch(/^R\$\u00a016[.,]000$/)
    }
  })

  it('shows a month as people say it, not as ISO', () => {
    expect(formatPeriod('2026-10', 'pt-BR')).toBe('outubro de 2026')
    expect(formatPeriod('2026-10', 'en')).toBe('October 2026')
    expect(formatPeriod('2026-01', 'es')).toBe('enero de 2026')
    expect(formatPeriod('2026-13', 'pt-BR')).toBe('2026-13')
  })

  it("shows a chart's scale in whole reais, not centavos", () => {
    expect(formatMoneyWhole(1_600_000, 'pt-BR')).toBe('R$\u00a016.000')
    expect(formatMoneyWhole(250_050, 'pt-BR')).toBe('R$\u00a02.501')
    expect(formatMoneyWhole(0, 'pt-BR')).toBe('R$\u00a00')
    expect(formatMoneyWhole(1_600_000, 'en')).toBe('R$\u00a016,000')
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
  it("joins names with the language's 'and' (counters of a service)", () => {
    expect(formatList(['Ana Sá', 'Bruno Lima'], 'pt-BR')).toBe('Ana Sá e Bruno Lima')
    expect(formatList(['Ana Sá', 'Bruno Lima'], 'es')).toBe('Ana Sá y Bruno Lima')
    expect(formatList(['Ana', 'Bruno', 'Carla'], 'en')).toBe('Ana, Bruno, and Carla')
    expect(formatList(['Ana Sá'], 'pt-BR')).toBe('Ana Sá')
  })
})
