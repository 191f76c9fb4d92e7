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
    case 'name_too_short':
      return t`Informe pelo menos 3 caracteres.`
    case 'name_too_long':
    case 'text_too_long':
      return t`Texto longo demais.`
    case 'invalid_cpf':
      return t`CPF inválido.`
    case 'invalid_email':
      return t`E-mail inválido.`
    case 'invalid_cep':
      return t`CEP inválido: use 00000-000.`
    case 'invalid_state':
      return t`UF inválida.`
    case 'invalid_date':
      return t`Data inválida.`
    case 'date_in_future':
      return t`A data não pode estar no futuro.`
    case 'baptism_date_needs_baptized':
      return t`Data de batismo só para quem é batizado.`
    case 'guardian_required':
      return t`Menor de 12 anos: informe o responsável e o consentimento dele.`
    case 'consent_required':
      return t`É preciso aceitar o termo de consentimento.`
    case 'invalid_salary':
      return t`Salário inválido.`
    case 'invalid_status':
    case 'invalid_category':
    case 'invalid_tithe_status':
    case 'invalid_marital_status':
      return t`Escolha uma opção da lista.`
    case 'transfer_needs_convention_and_church':
      return t`Selecione pelo menos uma convenção e uma igreja.`
    case 'invalid_id':
      return t`ID inválido.`
    case 'church_required':
      return t`Selecione a igreja.`
    case 'member_duplicate':
      return t`Membro duplicado encontrado.`
    default:
      return message
  }
}
