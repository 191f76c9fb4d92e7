import { describe, expect, it } from 'vitest'
import { oneLineAddress } from './br-formats'

describe('an address on one line (letterheads)', () => {
  it('reads as a Brazilian letterhead prints it', () => {
    expect(
      oneLineAddress({
        street: 'Rua das Flores',
        number: '120',
        complement: 'sala 2',
        district: 'Centro',
        city: 'Campinas',
        state: 'SP',
        cep: '13010000',
      }),
    ).toBe('Rua das Flores, 120, sala 2 – Centro, Campinas/SP – CEP 13010-000')
  })

  it('leaves blank parts out', () => {
    expect(
      oneLineAddress({
        street: 'Sítio Boa Esperança',
        number: 's/n',
        district: '',
        city: 'Sá',
        state: 'PE',
        cep: '',
      }),
    ).toBe('Sítio Boa Esperança, s/n – Sá/PE')
  })
})
