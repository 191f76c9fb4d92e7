import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { installDomainMessages } from '../../../components/books/contract-messages'
import { contractMessage } from '../../../components/form'
import { nodeFormSchema } from './node-form-schema'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  installDomainMessages()
})

const base = {
  name: 'Igreja Central',
  sigla: 'IC',
  linkLogo: '',
  primaryColor: '#112233',
  secondaryColor: '',
  accentColor: '',
  conventionId: 'c',
  fieldId: 'f',
  sectorId: 's',
  cnpj: '11.222.333/0001-81',
}

describe('node form', () => {
  it('accepts a church and keeps the CNPJ as digits', () => {
    const parsed = nodeFormSchema('church', true).parse(base)
    expect(parsed.cnpj).toBe('11222333000181')
  })
  it('refuses a CNPJ with wrong check digits, a short name, a bad colour and a missing sector', () => {
    const result = nodeFormSchema('church', true).safeParse({
      ...base,
      name: 'IC',
      cnpj: '11.222.333/0001-82',
      primaryColor: 'red',
      sectorId: '',
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(paths).toEqual(['cnpj', 'name', 'primaryColor', 'sectorId'])
  })
  it('needs no parent when editing (nodes are not moved)', () => {
    const result = nodeFormSchema('sector', false).safeParse({ ...base, fieldId: undefined })
    expect(result.success).toBe(true)
  })
  it('refuses a logo link that is not http(s)', () => {
    const result = nodeFormSchema('convention', true).safeParse({
      ...base,
      linkLogo: 'javascript:alert(1)',
    })
    expect(result.success).toBe(false)
  })
  it("uses the contract's rules and codes, turned into text when shown", () => {
    const result = nodeFormSchema('church', true).safeParse({
      ...base,
      name: 'IC',
      sigla: 'S'.repeat(21),
      linkLogo: 'ftp://x',
      primaryColor: 'red',
      cnpj: '11.222.333/0001-82',
      conventionId: '',
      fieldId: '',
      sectorId: '',
    })
    const codes = result.error?.issues.map((issue) => issue.message) ?? []
    expect([...codes].sort()).toEqual(
      [
        'name_too_short',
        'sigla_too_long',
        'invalid_url',
        'invalid_color',
        'convention_required',
        'field_required',
        'sector_required',
        'invalid_cnpj',
      ].sort(),
    )
    expect(contractMessage('invalid_cnpj')).toBe('CNPJ inválido: confira os dígitos.')
    for (const code of codes) expect(contractMessage(code)).not.toBe(code)
  })
})
