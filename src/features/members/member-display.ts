import { formatCpf, type Member } from '../../../sync'

/** 'José da Silva' (a deleted member's anonymised name stays as stored). */
export function fullName(member: Pick<Member, 'name' | 'surname'>): string {
  return [member.name, member.surname].filter(Boolean).join(' ')
}

export function displayCpf(cpf: string | null | undefined): string {
  return cpf ? formatCpf(cpf) : ''
}
