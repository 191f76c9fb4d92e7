import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { nodeFormSchema } from './node-form-schema'

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

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
})
