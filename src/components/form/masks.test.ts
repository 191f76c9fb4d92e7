import { describe, expect, it } from 'vitest'
import { maskCep, maskCnpj, maskCpf, maskPhone, maskTime } from './masks'

describe('masks', () => {
  it('formats a CNPJ progressively as it is typed', () => {
    expect(maskCnpj('')).toBe('')
    expect(maskCnpj('11')).toBe('11')
    expect(maskCnpj('112')).toBe('11.2')
    expect(maskCnpj('11222333')).toBe('11.222.333')
    expect(maskCnpj('112223330001')).toBe('11.222.333/0001')
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81')
  })
  it('drops letters and digits beyond the mask', () => {
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81')
    expect(maskCnpj('ab11cd2')).toBe('11.2')
  })
  it('formats a CPF', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25')
    expect(maskCpf('5299')).toBe('529.9')
  })
  it('CPF as typed, extra characters dropped', () => {
    expect(
      ['5', '5299', '5299822', '5299822472', '52998224725', '529.982.247-25x9'].map(maskCpf),
    ).toEqual(['5', '529.9', '529.982.2', '529.982.247-2', '529.982.247-25', '529.982.247-25'])
  })
  it('CEP as typed', () => {
    expect(['0100', '010010', '01001000', '01001-0009'].map(maskCep)).toEqual([
      '0100',
      '01001-0',
      '01001-000',
      '01001-000',
    ])
  })
  it('landline and mobile phones', () => {
    expect(
      ['1', '11', '113', '1133334444', '11987654321', '(11) 98765-43210'].map(maskPhone),
    ).toEqual(['(1', '(11', '(11) 3', '(11) 3333-4444', '(11) 98765-4321', '(11) 98765-4321'])
  })
  it('a 24-hour time as typed: one digit above 2 is the hour', () => {
    expect(
      ['1', '18', '183', '1830', '18:30', '930', '9', '0930', '18305', '23h59'].map(maskTime),
    ).toEqual(['1', '18', '18:3', '18:30', '18:30', '09:30', '09', '09:30', '18:30', '23:59'])
  })
})
