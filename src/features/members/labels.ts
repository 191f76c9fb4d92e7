import { msg, t } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import {
  ADMISSION_WAYS,
  BRAZIL_STATES,
  MARITAL_STATUSES,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  TITHE_STATUSES,
  type AdmissionWay,
  type MaritalStatus,
  type MemberCategory,
  type MemberStatus,
  type TitheStatus,
} from '../../../sync'

/** Translated labels of the members' enumerations (call inside components: they follow the active language). */

export const categoryLabel = labels<MemberCategory>({
  member: msg`Membro`,
  cooperator: msg`Cooperador`,
  deacon: msg`Diácono`,
  evangelist: msg`Evangelista`,
  pastor: msg`Pastor`,
  presbyter: msg`Presbítero`,
  missionary: msg`Missionário`,
  visitor: msg`Visitante`,
})

export const statusLabel = labels<MemberStatus>({
  active: msg`Ativo`,
  inactive: msg`Inativo`,
  visitor: msg`Visitante`,
})

/** The badges of a record's heading: its status, then its category unless it reads the same ('Visitante' once). */
export function memberBadges(member: {
  status: MemberStatus
  category: MemberCategory
}): { kind: 'status' | 'category'; label: string }[] {
  const status = statusLabel(member.status)
  const category = categoryLabel(member.category)
  return [
    { kind: 'status' as const, label: status },
    ...(category === status ? [] : [{ kind: 'category' as const, label: category }]),
  ]
}

export const maritalLabel = labels<MaritalStatus>({
  single: msg`Solteiro(a)`,
  married: msg`Casado(a)`,
  divorced: msg`Divorciado(a)`,
  widowed: msg`Viúvo(a)`,
})

/** How a member was received ("Membro desde ... por"). */
export const admissionWayLabel = labels<AdmissionWay>({
  baptism: msg`Batismo`,
  letter: msg`Carta de transferência`,
  acclamation: msg`Aclamação`,
})

export function titheLabel(status: TitheStatus): string {
  return status === 'regular' ? t`Em dia` : t`Sem registro recente`
}

export const categoryOptions = () =>
  MEMBER_CATEGORIES.map((v) => ({ value: v, label: categoryLabel(v) }))
export const statusOptions = () => MEMBER_STATUSES.map((v) => ({ value: v, label: statusLabel(v) }))
export const maritalOptions = () =>
  MARITAL_STATUSES.map((v) => ({ value: v, label: maritalLabel(v) }))
export const titheOptions = () => TITHE_STATUSES.map((v) => ({ value: v, label: titheLabel(v) }))
export const admissionWayOptions = () =>
  ADMISSION_WAYS.map((v) => ({ value: v, label: admissionWayLabel(v) }))
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
    admissionDate: () => t`Membro desde`,
    admissionWay: () => t`Forma de admissão`,
    salary: () => t`Salário`,
    maritalStatus: () => t`Estado civil`,
    approval: () => t`Aprovação`,
    consentAt: () => t`Consentimento`,
    guardianName: () => t`Responsável`,
    guardianConsentAt: () => t`Consentimento do responsável`,
    consentScope: () => t`Escopo do consentimento`,
    consentTextVersion: () => t`Versão do termo de consentimento`,
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
