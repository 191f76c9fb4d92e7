import { describe, expect, it } from 'vitest'
import { STEP_SCHEMAS } from './signup-values'

/** Issue 50: a congregation without a CNPJ of its own passes the church step with it blank. */
const church = (cnpj: string) => ({
  church: {
    name: 'Congregação Jardim das Oliveiras',
    sigla: '',
    cnpj,
    cep: '13010-111',
    street: 'Rua das Flores',
    number: '100',
    complement: '',
    district: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
})
const step = STEP_SCHEMAS[2]

describe("the church step's CNPJ", () => {
  it("may be left blank (a congregation under its headquarters' CNPJ)", () => {
    expect(step.safeParse(church('')).data?.church.cnpj).toBe('')
    expect(step.safeParse(church('  ')).data?.church.cnpj).toBe('')
  })

  it('typed, must be valid, and is kept as its digits', () => {
    expect(step.safeParse(church('11.222.333/0001-81')).data?.church.cnpj).toBe('11222333000181')
    const wrong = step.safeParse(church('11.222.333/0001-00'))
    expect(wrong.error?.issues).toMatchObject([
      { path: ['church', 'cnpj'], message: 'invalid_cnpj' },
    ])
  })
})
