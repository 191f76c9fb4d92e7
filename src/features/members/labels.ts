import { t } from '@lingui/core/macro'
import {
  BRAZIL_STATES,
  MARITAL_STATUSES,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  TITHE_STATUSES,
  type MaritalStatus,
  type MemberCategory,
  type MemberStatus,
  type TitheStatus,
} from '../../../sync'

/** Translated labels of the members' enumerations (call inside components: they follow the active language). */

export function categoryLabel(category: MemberCategory): string {
  switch (category) {
    case 'member':
      return t`Membro`
    case 'cooperator':
      return t`Cooperador`
    case 'deacon':
      return t`Diácono`
    case 'evangelist':
      return t`Evangelista`
    case 'pastor':
      return t`Pastor`
    case 'presbyter':
      return t`Presbítero`
    case 'missionary':
      return t`Missionário`
    case 'visitor':
      return t`Visitante`
  }
}

export function statusLabel(status: MemberStatus): string {
  switch (status) {
    case 'active':
      return t`Ativo`
    case 'inactive':
      return t`Inativo`
    case 'visitor':
      return t`Visitante`
  }
}

export function maritalLabel(status: MaritalStatus): string {
  switch (status) {
    case 'single':
      return t`Solteiro(a)`
    case 'married':
      return t`Casado(a)`
    case 'divorced':
      return t`Divorciado(a)`
    case 'widowed':
      return t`Viúvo(a)`
  }
}

export function titheLabel(status: TitheStatus): string {
  return status === 'regular' ? t`Em dia` : t`Sem registro recente`
}

export const categoryOptions = () =>
  MEMBER_CATEGORIES.map((v) => ({ value: v, label: categoryLabel(v) }))
export const statusOptions = () => MEMBER_STATUSES.map((v) => ({ value: v, label: statusLabel(v) }))
export const maritalOptions = () =>
  MARITAL_STATUSES.map((v) => ({ value: v, label: maritalLabel(v) }))
export const titheOptions = () => TITHE_STATUSES.map((v) => ({ value: v, label: titheLabel(v) }))
export const stateOptions = () => BRAZIL_STATES.map((v) => ({ value: v, label: v }))

/** A member field's name as the form labels it (the change history lists fields by name). */
export function fieldLabel(field: string): string {
  const labels: Record<string, () => string> = {
    name: () => t`Nome`,
    surname: () => t`Sobrenome`,
    cpf: () => t`CPF`,
    birthDate: () => t`Data de nascimento`,
    phone: () => t`Telefone`,
    email: () => t`E-mail`,
    address: () => t`Endereço`,
    status: () => t`Situação`,
    function: () => t`Função`,
    category: () => t`Categoria`,
    baptized: () => t`Batizado(a)`,
    baptismDate: () => t`Data de batismo`,
    titheStatus: () => t`Situação do dízimo`,
    title: () => t`Título`,
    profession: () => t`Profissão`,
    companyName: () => t`Empresa`,
    visitDate: () => t`Data da visita`,
    invitedBy: () => t`Convidado(a) por`,
    salary: () => t`Salário`,
    maritalStatus: () => t`Estado civil`,
    approval: () => t`Aprovação`,
    consentAt: () => t`Consentimento`,
    guardianName: () => t`Responsável`,
    guardianConsentAt: () => t`Consentimento do responsável`,
    churchId: () => t`Igreja`,
  }
  return labels[field]?.() ?? field
}

/** What a change-history entry did. */
export function actionLabel(action: string): string {
  switch (action) {
    case 'create':
      return t`Cadastro criado`
    case 'update':
      return t`Alteração`
    case 'delete':
      return t`Exclusão`
    case 'transfer':
      return t`Transferência`
    case 'approve':
      return t`Aprovação`
    default:
      return action
  }
}
