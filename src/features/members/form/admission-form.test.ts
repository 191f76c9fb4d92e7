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
  consent: true,
})

// Issue 50: "Membro desde" and how the member was received, on the member form.
describe('the member form’s admission date', () => {
  it('goes into the create args, none when left blank', () => {
    const args = toCreateArgs(
      ID,
      memberFormSchema.parse({ ...filled(), admissionDate: '2001-04-15', admissionWay: 'baptism' }),
      ctx,
    )
    expect(args).toMatchObject({ admissionDate: '2001-04-15', admissionWay: 'baptism' })
    expect(memberCreateSchema.safeParse(args).success).toBe(true)
    expect(toCreateArgs(ID, memberFormSchema.parse(filled()), ctx)).toMatchObject({
      admissionDate: null,
      admissionWay: null,
    })
  })

  it('is refused in the future', () => {
    const result = memberFormSchema.safeParse({ ...filled(), admissionDate: '2999-01-01' })
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual([
      'admissionDate',
    ])
  })

  it('an edit sends it only when it changed; a record stored before it existed is unchanged', () => {
    const stored = {
      ...toCreateArgs(ID, memberFormSchema.parse(filled()), ctx),
      category: 'member',
      approval: 'approved',
    } as unknown as Member
    delete (stored as Partial<Member>).admissionDate
    delete (stored as Partial<Member>).admissionWay
    const form = memberToForm(stored)
    expect(form).toMatchObject({ admissionDate: '', admissionWay: '' })
    expect(toPatch(stored, memberFormSchema.parse(form), ctx)).toEqual({})
    const patch = toPatch(
      stored,
      memberFormSchema.parse({ ...form, admissionDate: '2010-08-01', admissionWay: 'letter' }),
      ctx,
    )
    expect(patch).toEqual({ admissionDate: '2010-08-01', admissionWay: 'letter' })
    expect(memberUpdateArgsSchema.safeParse({ id: ID, patch }).success).toBe(true)
  })
})
