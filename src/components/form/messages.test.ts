import { i18n, type Messages } from '@lingui/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TREASURY_ISSUES, changePasswordSchema, loginSchema } from '../../../sync'
import { installDomainMessages } from '../books/contract-messages'
import { contractMessage } from './contract-message'
import { issueMessage } from './issue-message'

/** The start-up catalog and the signed-in one (the domain codes' texts), as the app has them after sign-in. */
async function activate(locale: 'pt-BR' | 'en' | 'es') {
  const load = async (area: string) =>
    ((await import(`../../../locales/${locale}/${area}.po`)) as { messages: Messages }).messages
  i18n.loadAndActivate({ locale, messages: { ...(await load('app')), ...(await load('shell')) } })
  installDomainMessages()
}

const firstMessage = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error?.issues[0]?.message

describe('form kit messages', () => {
  beforeEach(() => activate('pt-BR'))

  it("translates zod's standard issues", () => {
    const schema = z.object({
      name: z.string().min(3),
      email: z.email(),
      age: z.number().max(120),
      kind: z.enum(['a', 'b']),
    })
    const parse = (value: unknown) => schema.safeParse(value, { error: issueMessage })
    expect(firstMessage(parse({ name: 'ab', email: 'a@b.co', age: 1, kind: 'a' }))).toBe(
      'Mínimo de 3 caracteres',
    )
    expect(firstMessage(parse({ name: 'abc', email: 'nope', age: 1, kind: 'a' }))).toBe(
      'E-mail inválido',
    )
    expect(firstMessage(parse({ name: 'abc', email: 'a@b.co', age: 121, kind: 'a' }))).toBe(
      'O valor máximo é 120',
    )
    expect(firstMessage(parse({ name: 'abc', email: 'a@b.co', age: 1, kind: '' }))).toBe(
      'Campo obrigatório',
    )
    expect(firstMessage(parse({ email: 'a@b.co', age: 1, kind: 'a' }))).toBe('Campo obrigatório')
  })

  it("turns the contracts' message codes into text in the active language", async () => {
    const login = loginSchema.safeParse({ email: '', password: '' })
    expect(contractMessage(firstMessage(login) ?? '')).toBe('Informe o e-mail.')
    const change = changePasswordSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'Forte@Senha2026',
      confirmPassword: 'outra',
    })
    expect(contractMessage(firstMessage(change) ?? '')).toBe('As senhas não conferem.')
    await activate('en')
    expect(contractMessage('password_mismatch')).toBe('The passwords do not match.')
    // The admin forms' codes are in the app catalog, loaded with the form kit.
    expect(contractMessage('invalid_cnpj')).toBe('Invalid CNPJ: check the digits.')
    expect(contractMessage('parent_required')).toBe(
      'Levels of order 2 or more need a parent level.',
    )
    await activate('es')
    expect(contractMessage('email_invalid')).toBe('Correo electrónico no válido.')
    expect(contractMessage('something I do not know')).toBe('something I do not know')
  })

  it("has a text for every code of the treasury's contracts, in the three languages", async () => {
    for (const locale of ['pt-BR', 'en', 'es'] as const) {
      await activate(locale)
      for (const code of TREASURY_ISSUES)
        expect(contractMessage(code), `${locale} ${code}`).not.toBe(code)
    }
    await activate('en')
    expect(contractMessage('amount_must_be_positive')).toBe('The amount must be greater than zero.')
  })
})
