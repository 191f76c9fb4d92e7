import { i18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { contractMessage } from '../form/contract-message'
import { installDomainMessages } from './contract-messages'

/** The signed-in catalogs, as the app has them after sign-in (messages.test.ts does the same). */
async function activate(locale: 'pt-BR' | 'en' | 'es') {
  const load = async (area: string) =>
    ((await import(`../../../locales/${locale}/${area}.po`)) as { messages: Messages }).messages
  i18n.loadAndActivate({ locale, messages: { ...(await load('app')), ...(await load('shell')) } })
  installDomainMessages()
}

/** The codes of sync/contracts/text.ts. */
const CONTROL_CHARACTER = 'control_character'
const SINGLE_LINE = 'single_line'

describe("the text primitive's codes (issue 47)", () => {
  it('read as text in the three languages', async () => {
    await activate('pt-BR')
    expect(contractMessage(CONTROL_CHARACTER)).toBe(
      'O texto tem um caractere de controle invisível (como o caractere nulo), que não pode ser guardado: apague-o.',
    )
    for (const locale of ['pt-BR', 'en', 'es'] as const) {
      await activate(locale)
      for (const code of [CONTROL_CHARACTER, SINGLE_LINE]) {
        expect(contractMessage(code), `${locale} ${code}`).not.toBe(code)
        expect(contractMessage(code), `${locale} ${code}`).not.toMatch(/_/)
      }
    }
    expect(contractMessage(SINGLE_LINE)).toBe(
      'Este campo tiene una sola línea: quite los saltos de línea y las tabulaciones.',
    )
  })
})
