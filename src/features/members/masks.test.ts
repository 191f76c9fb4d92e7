import { describe, expect, it } from 'vitest'
import { maskCep, maskCpf, maskPhone } from './masks'

describe('masks', () => {
  it('CPF as typed', () => {
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
})
