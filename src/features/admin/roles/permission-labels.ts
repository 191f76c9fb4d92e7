import { msg } from '@lingui/core/macro'
import { labels } from '../../../lib/labels'
import type { PermissionEntity, PermissionVerb } from '../../../../sync'

/** The entity of a permission as users know the screen. */
export const entityLabel = labels<PermissionEntity>({
  USERS: msg`Usuários`,
  LEVELS: msg`Níveis`,
  ROLES: msg`Funções`,
  CONGREGATIONS: msg`Convenções`,
  FINANCIAL_REPORT: msg`Relatório financeiro`,
  MEMBER_REPORT: msg`Transferência de membros`,
  MEMBER: msg`Membros`,
  VISITOR: msg`Visitantes`,
  EVENTS: msg`Campanhas`,
  ASSETS: msg`Patrimônio`,
  EXPENSES: msg`Despesas`,
  TITHING: msg`Dízimos`,
  REPASSE: msg`Repasse`,
  LIABILITIES: msg`Passivos`,
  REVENUES: msg`Receitas`,
  CALENDAR: msg`Calendário`,
  FIELDS: msg`Campos eclesiásticos`,
  REGIONAL: msg`Setores regionais`,
  CHURCHES: msg`Igrejas`,
  EBD: msg`Escola Bíblica Dominical`,
})

export const verbLabel = labels<PermissionVerb>({
  VIEW: msg`Ver`,
  ADD: msg`Adicionar`,
  EDIT: msg`Editar`,
  DELETE: msg`Excluir`,
})
