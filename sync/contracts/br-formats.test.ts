import { describe, expect, it } from 'vitest'
import { ageOn, formatBrDate, formatCep, isValidCep, parseBrDate, parseCep } from './br-formats'
import { isIsoDate } from './dates'
import { completeCpf, formatCpf, isValidCpf } from './documents'

describe('CEP', () => {
  it('reads 8 digits, masked or not', () => {
    expect(parseCep('13015-100')).toBe('13015100')
    expect(parseCep('13015100')).toBe('13015100')
    expect(parseCep(' 01310-100 ')).toBe('01310100')
    expect(parseCep('13.015-100')).toBe('13015100')
  })
  it('refuses other lengths, letters and stray marks', () => {
    for (const bad of [
      '1301-5100',
      '1301510',
      '130151000',
      'abcde-fgh',
      '13015_100',
      '',
      '13015 100',
    ])
      expect(isValidCep(bad), bad).toBe(false)
  })
  it('formats 00000-000', () => {
    expect(formatCep('13015100')).toBe('13015-100')
    expect(formatCep('123')).toBe('123')
  })
})

describe('strict dd/mm/aaaa dates', () => {
  it('reads real dates into ISO', () => {
    expect(parseBrDate('01/02/2020')).toBe('2020-02-01')
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29')
    expect(parseBrDate(' 31/12/1999 ')).toBe('1999-12-31')
  })
  it('refuses dates that do not exist', () => {
    expect(parseBrDate('31/02/2020')).toBeNull()
    expect(parseBrDate('29/02/2023')).toBeNull()
    expect(parseBrDate('31/04/2020')).toBeNull()
    expect(parseBrDate('00/01/2020')).toBeNull()
    expect(parseBrDate('10/13/2020')).toBeNull()
    expect(parseBrDate('29/02/1900')).toBeNull()
  })
  it('refuses 2-digit years, single digits, other separators and other orders', () => {
    for (const bad of [
      '01/02/20',
      '1/2/2020',
      '01-02-2020',
      '2020-02-01',
      '01/02/02020',
      '01/02/ 2020',
      '',
    ])
      expect(parseBrDate(bad), bad).toBeNull()
  })
  it('ISO checks and formats back', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-2-9')).toBe(false)
    expect(formatBrDate('2024-02-29')).toBe('29/02/2024')
    expect(formatBrDate('nope')).toBe('')
  })
  it('counts whole years of age', () => {
    expect(ageOn('2014-06-10', '2026-06-09')).toBe(11)
    expect(ageOn('2014-06-10', '2026-06-10')).toBe(12)
  })
})

describe('CPF', () => {
  it('completes check digits that the validator accepts', () => {
    expect(completeCpf('529982247')).toBe('52998224725')
    for (const nine of ['100200300', '000000001', '987654321'])
      expect(isValidCpf(completeCpf(nine))).toBe(true)
  })
  it('accepts masked and unmasked, refuses wrong digits and repeated digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-26')).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529a982247-25')).toBe(false)
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
  })
})
