import { t } from '@lingui/core/macro'
import type { PermissionEntity, PermissionVerb } from '../../../../sync'

/** The entity of a permission as users know the screen. */
export function entityLabel(entity: PermissionEntity): string {
  switch (entity) {
    case 'USERS':
      return t`Usuários`
    case 'LEVELS':
      return t`Níveis`
    case 'ROLES':
      return t`Funções`
    case 'CONGREGATIONS':
      return t`Convenções`
    case 'FINANCIAL_REPORT':
      return t`Relatório financeiro`
    case 'MEMBER_REPORT':
      return t`Transferência de membros`
    case 'MEMBER':
      return t`Membros`
    case 'VISITOR':
      return t`Visitantes`
    case 'EVENTS':
      return t`Campanhas`
    case 'ASSETS':
      return t`Patrimônio`
    case 'EXPENSES':
      return t`Despesas`
    case 'TITHING':
      return t`Dízimos`
    case 'REPASSE':
      return t`Repasse`
    case 'LIABILITIES':
      return t`Passivos`
    case 'REVENUES':
      return t`Receitas`
    case 'CALENDAR':
      return t`Calendário`
    case 'FIELDS':
      return t`Campos eclesiásticos`
    case 'REGIONAL':
      return t`Setores regionais`
    case 'CHURCHES':
      return t`Igrejas`
  }
}

export function verbLabel(verb: PermissionVerb): string {
  switch (verb) {
    case 'VIEW':
      return t`Ver`
    case 'ADD':
      return t`Adicionar`
    case 'EDIT':
      return t`Editar`
    case 'DELETE':
      return t`Excluir`
  }
}
