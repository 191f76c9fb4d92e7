import { t } from '@lingui/core/macro'

/** The version of the consent text below: change it whenever the text changes. */
export const CONSENT_TEXT_VERSION = '2026-11-v1'

/** What the person agrees to (LGPD: membership of a religious organisation is sensitive data). */
export function consentText(): string {
  return t`Autorizo a igreja a guardar e usar meus dados pessoais, inclusive a informação de que sou membro ou visitante, somente para a administração da igreja e o contato comigo. Posso pedir uma cópia dos meus dados ou a exclusão deles a qualquer momento.`
}

export function guardianConsentText(): string {
  return t`Sou o responsável legal por esta pessoa menor de 12 anos e autorizo o tratamento dos dados dela nos termos acima.`
}
