import { t } from '@lingui/core/macro'
import { addContractMessages } from '../form/contract-message'

/**
 * The codes of the domain contracts (sync/contracts: names, documents, addresses, the hierarchy,
 * members, the treasury) in the active language. Installed into the form kit's
 * `contractMessage` by the screens that show them (`installDomainMessages`), so /login's first
 * load does not carry them.
 */
export function domainContractMessage(message: string): string | undefined {
  switch (message) {
    case 'name_too_short':
      return t`Informe pelo menos 3 caracteres.`
    case 'surname_required':
      return t`Informe o sobrenome.`
    case 'name_too_long':
    case 'text_too_long':
      return t`Texto longo demais.`
    // Every text of the contracts (sync/contracts/text.ts): issue 47.
    case 'control_character':
      return t`O texto tem um caractere de controle invisível (como o caractere nulo), que não pode ser guardado: apague-o.`
    case 'single_line':
      return t`Este campo tem uma linha só: tire as quebras de linha e tabulações.`
    // A person's name (sync/contracts/person-name.ts): issue 47.
    case 'name_has_link':
      return t`Um nome não pode ter endereço de site nem de e-mail.`
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
    case 'invalid_language':
      return t`Escolha uma opção da lista.`
    case 'transfer_needs_convention_and_church':
      return t`Selecione pelo menos uma convenção e uma igreja.`
    case 'invalid_id':
      return t`ID inválido.`
    case 'invalid_color':
      return t`Use uma cor no formato #rrggbb.`
    case 'invalid_url':
      return t`Informe um endereço http(s) válido.`
    case 'sigla_too_long':
      return t`A sigla tem no máximo 20 caracteres.`
    case 'invalid_cnpj':
      return t`CNPJ inválido: confira os dígitos.`
    case 'invalid_pix_key':
      return t`Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou a chave aleatória.`
    case 'pix_city_too_long':
      return t`A cidade tem no máximo 60 caracteres.`
    case 'address_too_long':
      return t`O endereço tem no máximo 300 caracteres.`
    case 'convention_required':
      return t`Selecione a convenção.`
    case 'field_required':
      return t`Selecione o campo eclesiástico.`
    case 'sector_required':
      return t`Selecione o setor regional.`
    case 'level_required':
      return t`Selecione o nível.`
    case 'role_required':
      return t`Selecione a função.`
    case 'placement_required':
      return t`Escolha onde o usuário atua na hierarquia.`
    case 'invalid_order':
      return t`A ordem é um número inteiro de 0 a 1000.`
    case 'parent_required':
      return t`Níveis de ordem 2 ou mais precisam de um nível superior.`
    case 'parent_not_allowed':
      return t`O nível de ordem 0 (administrador) não tem nível superior.`
    case 'parent_order_not_lower':
      return t`O nível superior precisa ter uma ordem menor.`
    case 'administrator_level_exists':
      return t`Já existe um nível de administrador (ordem 0).`
    case 'church_required':
      return t`Selecione a igreja.`
    case 'member_duplicate':
      return t`Membro duplicado encontrado.`
    // The treasury (sync/contracts/treasury/fields.ts TREASURY_ISSUES) and its forms.
    case 'amount_required':
      return t`Informe o valor.`
    case 'amount_invalid':
      return t`Valor inválido.`
    case 'amount_must_be_positive':
      return t`O valor deve ser maior que zero.`
    case 'expense_amount_must_be_positive':
      return t`O valor da despesa deve ser maior que zero.`
    case 'amount_too_large':
      return t`Valor alto demais.`
    case 'date_required':
      return t`Informe a data.`
    case 'history_too_short':
      return t`O histórico precisa de pelo menos 3 caracteres.`
    case 'invalid_payment_method':
      return t`Escolha a forma de pagamento.`
    case 'invalid_origin':
      return t`Escolha a origem.`
    case 'category_required':
      return t`Escolha a categoria.`
    case 'invalid_recurrence':
      return t`Escolha a recorrência.`
    case 'invalid_recipient':
      return t`Escolha quem recebe.`
    case 'invalid_period':
      return t`Escolha o mês.`
    case 'invalid_time':
      return t`Hora inválida.`
    case 'percent_out_of_range':
      return t`O percentual deve estar entre 0 e 100.`
    case 'end_date_required':
      return t`Informe até quando a recorrência vai.`
    case 'end_date_before_due_date':
      return t`O fim não pode ser antes do vencimento.`
    case 'end_date_too_far':
      return t`A recorrência pode durar no máximo 5 anos.`
    case 'repasse_percent_and_without':
      return t`Escolha um percentual de repasse ou "sem repasse", não os dois.`
    case 'invalid_weekday':
      return t`Dia da semana inválido.`
    case 'invalid_month':
      return t`Mês inválido.`
    case 'invalid_year':
      return t`Ano inválido.`
    case 'member_or_anonymous_required':
      return t`Escolha um membro ou a oferta anônima.`
    // The service closing (sync/contracts/treasury/closings.ts).
    case 'invalid_quantity':
      return t`Informe uma quantidade inteira, zero ou mais.`
    case 'invalid_denomination':
      return t`Cédula ou moeda desconhecida.`
    case 'two_counters_required':
      return t`Informe as duas pessoas que contaram.`
    // Sign-up and billing (sync/contracts/billing.ts BILLING_ISSUES).
    case 'required':
      return t`Campo obrigatório.`
    case 'passwords_do_not_match':
      return t`As senhas não conferem.`
    case 'invalid_phone':
      return t`Telefone inválido: informe o DDD e o número.`
    case 'plan_unknown':
      return t`Escolha um plano.`
    case 'plan_too_small':
      return t`Este plano comporta menos membros do que a organização tem.`
    case 'member_limit_reached':
      return t`Limite de membros do plano atingido: mude de plano para cadastrar novos membros.`
    case 'card_declined':
      return t`Cartão recusado. Confira os dados ou use outro cartão.`
    case 'invalid_card':
      return t`Dados do cartão inválidos.`
    case 'invoice_not_open':
      return t`Esta fatura não está em aberto.`
    case 'invalid_signature':
      return t`Assinatura inválida.`
    default:
      return undefined
  }
}

/** Makes the form kit translate the domain codes (idempotent). */
export function installDomainMessages(): void {
  addContractMessages(domainContractMessage)
}
