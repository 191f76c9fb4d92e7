import { describe, expect, it } from 'vitest'
import { memberCreateSchema, memberUpdateArgsSchema, type Member } from '../../../../sync'
import {
  emptyMemberForm,
  memberFormSchema,
  memberToForm,
  toCreateArgs,
  toPatch,
} from './form-values'

const CHURCH = '01a20133-79e4-773c-aadf-eb2781b535c3'
const ID = '01a20133-a636-74bb-b6d6-2dfaf0219329'
const ctx = { treasury: false, consentText: 'Termo', now: '2026-11-22T10:00:00.000Z' }

const filled = () => ({
  ...emptyMemberForm('active', CHURCH),
  name: 'José',
  surname: 'da Silva',
  cpf: '529.982.247-25',
  phone: '(11) 98765-4321',
  address: { ...emptyMemberForm('active', CHURCH).address, cep: '01001-000', state: 'SP' as const },
  consent: true,
})
const issues = (values: unknown) => {
  const result = memberFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('member form values', () => {
  it('a new record becomes create args the contract accepts (digits, nulls, consent recorded)', () => {
    const args = toCreateArgs(ID, memberFormSchema.parse(filled()), ctx)
    expect(args).toMatchObject({
      id: ID,
      churchId: CHURCH,
      cpf: '52998224725',
      birthDate: null,
      address: { cep: '01001000', state: 'SP' },
      consentScope: 'Termo',
      consentAt: ctx.now,
      guardianConsentAt: null,
    })
    expect(args).not.toHaveProperty('salary')
    expect(args).not.toHaveProperty('titheStatus')
    expect(memberCreateSchema.safeParse(args).success).toBe(true)
  })

  it('salary and tithe status only with a treasury permission', () => {
    const args = toCreateArgs(
      ID,
      memberFormSchema.parse({ ...filled(), salary: 250_000, titheStatus: 'regular' }),
      { ...ctx, treasury: true },
    )
    expect(args).toMatchObject({ salary: 250_000, titheStatus: 'regular' })
  })

  it('refuses what the person must fix, on the field', () => {
    expect(issues({ ...filled(), consent: false })).toEqual(['consent:consent_required'])
    expect(issues({ ...filled(), cpf: '529.982.247-26' })).toEqual(['cpf:invalid_cpf'])
    expect(issues({ ...filled(), name: 'Zé' })).toEqual(['name:name_too_short'])
    expect(issues({ ...filled(), birthDate: '2999-01-01' })).toEqual(['birthDate:date_in_future'])
    expect(issues({ ...filled(), address: { ...filled().address, cep: '123' } })).toEqual([
      'address.cep:invalid_cep',
    ])
    const child = { ...filled(), birthDate: '2020-05-05' }
    expect(issues(child)).toEqual([
      'guardianName:guardian_required',
      'guardianConsent:guardian_required',
    ])
    expect(issues({ ...child, guardianName: 'Rita Lago', guardianConsent: true })).toEqual([])
  })

  it('an edit sends only what changed; consent given now is recorded once', () => {
    const member = {
      ...toCreateArgs(ID, memberFormSchema.parse(filled()), ctx),
      consentAt: null,
      consentScope: '',
      consentTextVersion: '',
      category: 'member',
      approval: 'approved',
    } as unknown as Member
    const unchanged = memberFormSchema.parse({ ...memberToForm(member), consent: false })
    expect(toPatch(member, unchanged, ctx)).toEqual({})
    const edited = memberFormSchema.parse({
      ...memberToForm(member),
      category: 'deacon',
      phone: '(19) 3333-4444',
      consent: true,
    })
    const patch = toPatch(member, edited, ctx)
    expect(patch).toEqual({
      category: 'deacon',
      phone: '(19) 3333-4444',
      consentScope: 'Termo',
      consentAt: ctx.now,
      consentTextVersion: '2026-11-v1',
    })
    expect(memberUpdateArgsSchema.safeParse({ id: ID, patch }).success).toBe(true)
  })

  it('an address change sends the whole address', () => {
    const member = toCreateArgs(ID, memberFormSchema.parse(filled()), ctx) as unknown as Member
    const edited = memberFormSchema.parse({
      ...memberToForm(member),
      address: { ...memberToForm(member).address, city: 'Campinas' },
    })
    expect(toPatch(member, edited, ctx)).toEqual({
      address: { ...member.address, city: 'Campinas' },
    })
  })
})
