import { describe, expect, it } from 'vitest'
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, onlyDigits } from './documents'

describe('CPF', () => {
  it('accepts valid numbers, masked or not', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('111.444.777-35')).toBe(true)
  })
  it('refuses wrong check digits, repeated digits, wrong lengths and letters', () => {
    expect(isValidCpf('52998224724')).toBe(false)
    expect(isValidCpf('529.982.247-52')).toBe(false)
    expect(isValidCpf('11111111111')).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('5299822472a')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })
  it('formats 11 digits and leaves anything else alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25')
    expect(formatCpf('123')).toBe('123')
  })
})

describe('CNPJ', () => {
  it('accepts valid numbers, masked or not', () => {
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true)
  })
  it('refuses wrong check digits, repeated digits, wrong lengths and letters', () => {
    expect(isValidCnpj('11222333000180')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false)
    expect(isValidCnpj('00000000000000')).toBe(false)
    expect(isValidCnpj('1122233300018')).toBe(false)
    expect(isValidCnpj('11222333000181x')).toBe(false)
  })
  it('formats 14 digits and leaves anything else alone', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('12')).toBe('12')
  })
})

describe('onlyDigits', () => {
  it('keeps the digits', () => {
    expect(onlyDigits(' 11.222-333/x ')).toBe('11222333')
  })
})
