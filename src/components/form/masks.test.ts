import { describe, expect, it } from 'vitest'
import { maskCnpj, maskCpf } from './masks'

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
})
