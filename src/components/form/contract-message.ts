import { t } from '@lingui/core/macro'

/**
 * The contracts (sync/contracts) write zod messages as stable codes; this turns a code into
 * text in the active language. Unknown messages are shown as they are.
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
    case 'password_mismatch':
      return t`As senhas não conferem.`
    case 'code_required':
    case 'code_invalid':
      return t`Código inválido.`
    default:
      return message
  }
}
