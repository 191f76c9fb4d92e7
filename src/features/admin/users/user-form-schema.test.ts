import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { installDomainMessages } from '../../../components/books/contract-messages'
import { contractMessage } from '../../../components/form'
import { placementOf, userFormSchema } from './user-form-schema'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  installDomainMessages()
})

const base = {
  name: 'Maria',
  fullName: 'Maria da Silva',
  email: ' Maria@Example.com ',
  cpf: '529.982.247-25',
  registro: '',
  phone: '',
  roleId: 'r',
  language: 'pt-BR' as const,
  conventionId: 'c',
  fieldId: 'f',
  sectorId: '',
  churchId: '',
  wholeOrganisation: false,
}

describe('user form', () => {
  it('normalises the e-mail and CPF', () => {
    const parsed = userFormSchema(false).parse(base)
    expect(parsed.email).toBe('maria@example.com')
    expect(parsed.cpf).toBe('52998224725')
  })
  it('refuses a CPF with wrong digits, a bad e-mail and a missing role', () => {
    const result = userFormSchema(true).safeParse({
      ...base,
      cpf: '529.982.247-26',
      email: 'maria@',
      roleId: '',
    })
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()
    expect(paths).toEqual(['cpf', 'email', 'roleId'])
  })
  it('only an administrator may leave the user at the whole organisation', () => {
    const unplaced = { ...base, conventionId: '', fieldId: '' }
    // The whole organisation only when an administrator ticks it: there is no default.
    expect(userFormSchema(true).safeParse(unplaced).success).toBe(false)
    const whole = { ...unplaced, wholeOrganisation: true }
    expect(userFormSchema(true).safeParse(whole).success).toBe(true)
    expect(userFormSchema(false).safeParse(whole).success).toBe(false)
  })
  it('sends only the deepest chosen node', () => {
    expect(placementOf({ conventionId: 'c', fieldId: 'f', sectorId: '', churchId: '' })).toEqual({
      conventionId: null,
      fieldId: 'f',
      sectorId: null,
      churchId: null,
    })
  })
  it("uses the contract's rules and codes, turned into text when shown", () => {
    const result = userFormSchema(false).safeParse({
      ...base,
      name: 'Ma',
      email: '',
      cpf: '529.982.247-26',
      roleId: '',
      conventionId: '',
      fieldId: '',
    })
    const codes = result.success ? [] : result.error.issues.map((i) => i.message)
    expect([...codes].sort()).toEqual(
      [
        'name_too_short',
        'email_required',
        'invalid_cpf',
        'role_required',
        'placement_required',
      ].sort(),
    )
    expect(contractMessage('placement_required')).toBe('Escolha onde o usuário atua na hierarquia.')
    for (const code of codes) expect(contractMessage(code)).not.toBe(code)
  })
})
