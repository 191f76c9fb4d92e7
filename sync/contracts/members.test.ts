import { describe, expect, it } from 'vitest'
import {
  memberCreateSchema,
  memberRuleIssues,
  memberTransferArgsSchema,
  memberUpdateSchema,
  needsGuardian,
  publicRegistrationSchema,
} from './members'

const id = '0190a0b0-0000-7000-8000-000000000001'
const base = { churchId: id, name: 'Conceição', surname: 'Araújo' }
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('member contract', () => {
  it('fills defaults; the category follows the status when left out', () => {
    const member = memberCreateSchema.parse(base)
    expect(member).toMatchObject({
      status: 'active',
      category: 'member',
      cpf: null,
      baptized: false,
    })
    expect(memberCreateSchema.parse({ ...base, status: 'visitor' }).category).toBe('visitor')
    expect(member).not.toHaveProperty('salary')
    expect(member).not.toHaveProperty('titheStatus')
  })
  it('normalises CPF, CEP and state; refuses bad ones with codes', () => {
    const member = memberCreateSchema.parse({
      ...base,
      cpf: '529.982.247-25',
      address: { cep: '13015-100', state: 'sp' },
    })
    expect(member.cpf).toBe('52998224725')
    expect(member.address).toMatchObject({ cep: '13015100', state: 'SP', street: '' })
    const bad = memberCreateSchema.safeParse({
      ...base,
      cpf: '529.982.247-26',
      address: { cep: '1301', state: 'XX' },
      email: 'not-an-email',
    })
    expect(messages(bad).sort()).toEqual([
      'invalid_cep',
      'invalid_cpf',
      'invalid_email',
      'invalid_state',
    ])
  })
  it('names need 3 characters', () => {
    expect(messages(memberCreateSchema.safeParse({ ...base, name: ' Jo ' }))).toEqual([
      'name_too_short',
    ])
  })
  it('refuses future and impossible dates, and a baptism date without baptism', () => {
    expect(messages(memberCreateSchema.safeParse({ ...base, birthDate: '2020-02-30' }))).toEqual([
      'invalid_date',
    ])
    expect(messages(memberCreateSchema.safeParse({ ...base, birthDate: '2999-01-01' }))).toEqual([
      'date_in_future',
    ])
    expect(messages(memberCreateSchema.safeParse({ ...base, baptismDate: '2000-01-01' }))).toEqual([
      'baptism_date_needs_baptized',
    ])
  })
  it('a person under 12 needs a guardian name and consent time', () => {
    const child = { ...base, birthDate: '2020-01-01' }
    expect(messages(memberCreateSchema.safeParse(child))).toEqual([
      'guardian_required',
      'guardian_required',
    ])
    expect(
      memberCreateSchema.safeParse({
        ...child,
        guardianName: 'Maria Araújo',
        guardianConsentAt: '2026-01-01T10:00:00Z',
      }).success,
    ).toBe(true)
    expect(needsGuardian('2014-06-10', '2026-06-09')).toBe(true)
    expect(needsGuardian('2014-06-10', '2026-06-10')).toBe(false)
    expect(needsGuardian(null)).toBe(false)
  })
  it('rules of a merged row (what the server checks on update)', () => {
    const row = {
      birthDate: '2000-01-01',
      guardianName: '',
      guardianConsentAt: null,
      baptized: true,
      baptismDate: '1999-01-01',
    }
    expect(memberRuleIssues(row, '2026-01-01')).toEqual([['baptismDate', 'invalid_date']])
  })
  it('updates are strict: no church, no approval, no unknown keys', () => {
    expect(memberUpdateSchema.safeParse({ churchId: id }).success).toBe(false)
    expect(memberUpdateSchema.safeParse({ approval: 'approved' }).success).toBe(false)
    expect(memberUpdateSchema.parse({ cpf: '' })).toEqual({ cpf: null })
  })
  it('a transfer needs a convention and a church', () => {
    const ok = memberTransferArgsSchema.safeParse({
      id,
      memberId: id,
      to: { conventionId: id, churchId: id },
      date: '2026-03-01',
    })
    expect(ok.success).toBe(true)
    const missing = memberTransferArgsSchema.safeParse({
      id,
      memberId: id,
      to: { churchId: id },
      date: '2026-03-01',
    })
    expect(messages(missing)).toEqual(['transfer_needs_convention_and_church'])
    const junk = memberTransferArgsSchema.safeParse({
      id,
      memberId: id,
      to: { conventionId: 'x', churchId: id },
      date: '01/03/2026',
    })
    expect(messages(junk).sort()).toEqual(['invalid_date', 'invalid_id'])
  })
  it('public registration requires consent and takes no staff-only fields', () => {
    expect(messages(publicRegistrationSchema.safeParse(base)).sort()).toEqual([
      'consent_required',
      'consent_required',
      'consent_required',
    ])
    const parsed = publicRegistrationSchema.parse({
      ...base,
      consentScope: 'Cadastro',
      consentAt: '2026-01-01T10:00:00Z',
      consentTextVersion: '2026-01',
      salary: 100,
      status: 'visitor',
    })
    expect(parsed).not.toHaveProperty('salary')
    expect(parsed).not.toHaveProperty('status')
  })
  it("takes surnames of one or two letters (Sá, Sé, Li); the 3-letter minimum is the name's", () => {
    for (const surname of ['Sá', 'Sé', 'Li', 'Ó'])
      expect(memberCreateSchema.safeParse({ ...base, surname }).success, surname).toBe(true)
    expect(messages(memberCreateSchema.safeParse({ ...base, surname: ' ' }))).toEqual([
      'surname_required',
    ])
    expect(messages(memberCreateSchema.safeParse({ ...base, name: 'Jo' }))).toEqual([
      'name_too_short',
    ])
  })
})
