import { t } from '@lingui/core/macro'
import { splitName } from './summarize'

/** What a queued or refused change is, in the user's words: "Inclusão · Dízimo". */
export function mutationLabel(name: string): string {
  const { entity, action } = splitName(name)
  return `${actionLabel(action)} · ${entityLabel(entity)}`
}

function actionLabel(action: string): string {
  switch (action) {
    case 'create':
      return t`Inclusão`
    case 'update':
      return t`Alteração`
    case 'delete':
      return t`Exclusão`
    case 'transfer':
      return t`Transferência`
    default:
      return action
  }
}

function entityLabel(entity: string): string {
  switch (entity) {
    case 'tithe':
      return t`Dízimo ou oferta`
    case 'titheBudget':
      return t`Meta de dízimos`
    case 'member':
      return t`Membro ou visitante`
    case 'revenue':
      return t`Receita`
    case 'expense':
      return t`Despesa`
    case 'revenueReceipt':
      return t`Recebimento`
    case 'expensePayment':
      return t`Pagamento`
    case 'revenueAttachment':
    case 'expenseAttachment':
      return t`Anexo`
    case 'repasseRegister':
      return t`Repasse`
    case 'convention':
      return t`Convenção`
    case 'field':
      return t`Campo`
    case 'sector':
      return t`Setor`
    case 'church':
      return t`Igreja`
    case 'user':
      return t`Usuário`
    case 'role':
      return t`Função`
    case 'level':
      return t`Nível`
    default:
      return entity
  }
}
