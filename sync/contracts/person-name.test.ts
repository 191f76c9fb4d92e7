import { describe, expect, it } from 'vitest'
import { fullNameSchema, personNameSchema } from './person-name'
import { userCreateSchema, userUpdateSchema } from './users'

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])

describe('person names (issue 47 #3)', () => {
  it('takes ordinary names, accents, apostrophes, initials and hyphens', () => {
    for (const name of [
      'João',
      'Maria da Conceição',
      "D'Ávila",
      'Ana-Clara',
      'J. R. Souza',
      'Pr. Paulo Jr.',
    ])
      expect(personNameSchema.parse(` ${name} `)).toBe(name)
  })

  it('refuses line breaks and other controls, links and an overlong greeting name', () => {
    expect(codes(personNameSchema.safeParse('João.\n\nSua conta foi BLOQUEADA'))).toContain(
      'single_line',
    )
    expect(codes(personNameSchema.safeParse('João\u2028Maria'))).toContain('single_line')
    for (const link of [
      'João https://celeiro.example',
      'Regularize em www.celeiro-seguro',
      'Acesse celeiro-suporte.com',
      'Veja celeiro.com.br/conta',
      'joao@celeiro.app',
      'mailto:joao',
    ])
      expect(codes(personNameSchema.safeParse(link))).toContain('name_has_link')
    expect(codes(personNameSchema.safeParse('a'.repeat(81)))).toContain('name_too_long')
    expect(codes(fullNameSchema.safeParse('Paulo\nHenrique'))).toContain('single_line')
    expect(fullNameSchema.parse('')).toBe('')
  })

  it('holds for users created and renamed', () => {
    const user = { name: 'João.\n\nBLOQUEADA', email: 'a@b.co', roleId: crypto.randomUUID() }
    expect(userCreateSchema.safeParse(user).success).toBe(false)
    expect(userUpdateSchema.safeParse({ name: 'Ver https://x.example' }).success).toBe(false)
    expect(userUpdateSchema.safeParse({ fullName: 'Paulo Henrique Moreira' }).success).toBe(true)
  })
})
