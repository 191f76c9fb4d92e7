import { t } from '@lingui/core/macro'

/**
 * The contracts (sync/contracts) write zod messages as stable codes, and the forms built on them
 * add their own (a parent to pick, a rule checked against the mirror) the same way; this turns a
 * code into text in the active language when it is shown, so no schema is rebuilt when the
 * language changes. Unknown messages are shown as they are.
 */
export function contractMessage(message: string): string {
  switch (message) {
    case 'email_required':
      return t`Informe o e-mail.`
    case 'email_invalid':
      return t`E-mail inválido.`
    case 'password_required':
      return t`Informe a senha.`
    case 'password_too_short':
      return t`A senha deve ter pelo menos 8 caracteres.`
    case 'password_too_long':
      return t`A senha é longa demais.`
    case 'password_needs_upper':
      return t`A senha precisa de uma letra maiúscula.`
    case 'password_needs_lower':
      return t`A senha precisa de uma letra minúscula.`
    case 'password_needs_digit':
      return t`A senha precisa de um número.`
    case 'password_needs_special':
      return t`A senha precisa de um caractere especial.`
    case 'password_not_strong':
      return t`Use uma senha forte: pelo menos 12 caracteres.`
    case 'password_mismatch':
      return t`As senhas não conferem.`
    case 'code_required':
    case 'code_invalid':
      return t`Código inválido.`
    default:
      for (const translate of domainTranslators) {
        const text = translate(message)
        if (text !== undefined) return text
      }
      return message
  }
}

/** Turns a domain code into text, or undefined when it is not one of its codes. */
export type ContractTranslator = (message: string) => string | undefined

const domainTranslators: ContractTranslator[] = []

/**
 * The codes of the domain contracts (members, treasury, hierarchy...) are translated by their
 * areas, installed when a screen that shows them loads (src/components/books/contract-messages.ts):
 * the sign-in screens carry only the codes of sign-in.
 */
export function addContractMessages(translate: ContractTranslator): void {
  if (!domainTranslators.includes(translate)) domainTranslators.push(translate)
}
