import { describe, expect, it } from 'vitest'
import {
  changePasswordSchema,
  loginSchema,
  passwordSchema,
  passwordStrength,
  strongPasswordSchema,
} from './auth'
import { signupAccessSchema } from './billing'

const messagesOf = (password: unknown) => {
  const result = passwordSchema.safeParse(password)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('the password rule', () => {
  it('accepts 8..128 characters with upper, lower, digit and special', () => {
    expect(messagesOf('Abcdef1!')).toEqual([])
    expect(messagesOf(`Aa1!${'x'.repeat(124)}`)).toEqual([])
    expect(messagesOf('Ação-2026')).toEqual([])
  })

  it('names each missing piece with a stable code', () => {
    expect(messagesOf('Ab1!')).toEqual(['password_too_short'])
    expect(messagesOf(`Aa1!${'x'.repeat(125)}`)).toEqual(['password_too_long'])
    expect(messagesOf('abcdefg1!')).toEqual(['password_needs_upper'])
    expect(messagesOf('ABCDEFG1!')).toEqual(['password_needs_lower'])
    expect(messagesOf('Abcdefgh!')).toEqual(['password_needs_digit'])
    expect(messagesOf('Abcdefgh1')).toEqual(['password_needs_special'])
    expect(messagesOf(12345678)).toEqual(['password_required'])
  })

  it('grades strength: weak below the rule, medium, strong from 12 characters', () => {
    expect(passwordStrength('')).toBe('weak')
    expect(passwordStrength('abcdefgh')).toBe('weak')
    expect(passwordStrength('Abcdef1!')).toBe('medium')
    expect(passwordStrength('Abcdefgh1!xy')).toBe('strong')
  })
})

describe('the form schemas', () => {
  it('normalises the login e-mail', () => {
    expect(loginSchema.parse({ email: '  Ana@Celeiro.APP ', password: 'x' })).toEqual({
      email: 'ana@celeiro.app',
      password: 'x',
    })
    const bad = loginSchema.safeParse({ email: 'ana', password: '' })
    expect(
      bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}:${i.message}`),
    ).toEqual(['email:email_invalid', 'password:password_required'])
  })

  it('requires the confirmation to match', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: 'a',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1?',
    })
    expect(
      result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['confirmPassword', 'password_mismatch']])
  })
})

describe('the sign-up password (spec: a strong password is required)', () => {
  it("refuses what the meter calls 'Média' and takes what it calls 'Forte'", () => {
    expect(passwordStrength('Igreja@2026')).toBe('medium')
    const medium = signupAccessSchema.safeParse({
      email: 'pastor@igreja.org.br',
      password: 'Igreja@2026',
      passwordConfirm: 'Igreja@2026',
    })
    expect(medium.success).toBe(false)
    expect(medium.error?.issues.map((issue) => issue.message)).toEqual(['password_not_strong'])
    expect(passwordStrength('Igreja@Forte2026')).toBe('strong')
    expect(
      signupAccessSchema.safeParse({
        email: 'pastor@igreja.org.br',
        password: 'Igreja@Forte2026',
        passwordConfirm: 'Igreja@Forte2026',
      }).success,
    ).toBe(true)
    // Counted in characters a person types: 'ã' and an emoji are one each.
    expect(strongPasswordSchema.safeParse('Irmã@Fé2026🙏').success).toBe(true)
  })
})
