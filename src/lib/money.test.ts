import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT } from '../../sync'
import { formatMoney, formatMoneyInput } from './format'
import { parseMoney, readMoney } from './money'

const LOCALES = ['pt-BR', 'en', 'es'] as const

describe('every amount shown by the app reads back as itself', () => {
  it('formatted with or without the currency, in each language (0..MAX_AMOUNT centavos)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.integer({ min: 0, max: 1_000_000 })),
        fc.constantFrom(...LOCALES),
        (centavos, locale) => {
          expect(parseMoney(formatMoneyInput(centavos, locale), locale)).toBe(centavos)
          expect(parseMoney(formatMoney(centavos, locale), locale)).toBe(centavos)
        },
      ),
      { numRuns: 3000 },
    )
    for (const locale of LOCALES)
      for (const centavos of [0, 1, 5, 99, 100, 123456, 99999999, MAX_AMOUNT])
        expect(parseMoney(formatMoneyInput(centavos, locale), locale)).toBe(centavos)
  })
})

describe('the keypad inputs mean what a person meant', () => {
  const cases: [string, string, number | null][] = [
    ['pt-BR', '100.00', 10000],
    ['pt-BR', '100,00', 10000],
    ['pt-BR', '50.5', 5050],
    ['pt-BR', '50,5', 5050],
    ['pt-BR', '0,5', 50],
    ['pt-BR', ',5', 50],
    ['pt-BR', '1.234,56', 123456],
    ['pt-BR', '1,234.56', 123456],
    ['pt-BR', '1 234,56', 123456],
    ['pt-BR', '1.234', 123400],
    ['pt-BR', '1.234.567', 123456700],
    ['pt-BR', 'R$ 10', 1000],
    ['pt-BR', '-7,10', -710],
    ['pt-BR', '10,999', null],
    ['pt-BR', '12,345', null],
    ['pt-BR', '1.234,567', null],
    ['pt-BR', '1.234.56', null],
    ['pt-BR', '1,234,567', null],
    ['pt-BR', '12.34.567', null],
    ['pt-BR', '1.2345', null],
    ['pt-BR', '10,', null],
    ['pt-BR', '1,2,3', null],
    ['pt-BR', 'abc', null],
    ['pt-BR', '12a', null],
    ['pt-BR', '', null],
    ['en', '100.00', 10000],
    ['en', '100,00', 10000],
    ['en', '50.5', 5050],
    ['en', '1,234.56', 123456],
    ['en', '1.234,56', 123456],
    ['en', '1,234', 123400],
    ['en', '10,999', 1099900],
    ['en', '1.234', null],
    ['en', '10.999', null],
    ['es', '100.00', 10000],
    ['es', '1234,56', 123456],
    ['es', '1.234', 123400],
    ['es', '10,999', null],
  ]
  it.each(cases)('%s: %j', (locale, text, expected) => {
    expect(parseMoney(text, locale)).toBe(expected)
  })

  it('says why an amount is refused', () => {
    expect(readMoney('10,999', 'pt-BR')).toMatchObject({ ok: false, problem: 'too_many_decimals' })
    expect(readMoney('1.234,567', 'pt-BR')).toMatchObject({ problem: 'too_many_decimals' })
    expect(readMoney('10.999', 'en')).toMatchObject({ problem: 'too_many_decimals' })
    expect(readMoney('1.234.56', 'pt-BR')).toMatchObject({ problem: 'bad_grouping' })
    expect(readMoney('12.34.567', 'pt-BR')).toMatchObject({ problem: 'bad_grouping' })
    expect(readMoney('12a', 'pt-BR')).toMatchObject({ problem: 'invalid' })
    expect(readMoney('99999999999999', 'pt-BR')).toMatchObject({ problem: 'too_large' })
    expect(readMoney('  ', 'pt-BR')).toMatchObject({ ok: false, empty: true })
  })

  it('never turns a refused text into a different amount by dropping characters', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9.,]{1,9}$/),
        fc.constantFrom(...LOCALES),
        (text, locale) => {
          const value = parseMoney(text, locale)
          if (value === null) return
          // Every digit typed is kept, in order: only the missing centavos' zeros are added.
          const typed = text.replace(/\D/g, '').replace(/^0+/, '')
          const read = String(value).replace(/^0+/, '')
          expect([typed, `${typed}0`, `${typed}00`]).toContain(read)
        },
      ),
    )
  })
})
