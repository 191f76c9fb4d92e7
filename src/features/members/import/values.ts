import {
  ADMISSION_WAYS,
  MARITAL_STATUSES,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  type AdmissionWay,
  type MaritalStatus,
  type MemberCategory,
  type MemberStatus,
} from '../../../../sync'
import { headerKey } from './columns'

/** The words a spreadsheet may hold for the enumerations, in the three languages (and the codes). */
const CATEGORY_WORDS: Record<MemberCategory, string[]> = {
  member: ['membro', 'member', 'miembro'],
  cooperator: ['cooperador', 'cooperadora', 'cooperator'],
  deacon: ['diacono', 'diaconisa', 'deacon'],
  evangelist: ['evangelista', 'evangelist'],
  pastor: ['pastor', 'pastora'],
  presbyter: ['presbitero', 'presbyter'],
  missionary: ['missionario', 'missionaria', 'missionary', 'misionero', 'misionera'],
  visitor: ['visitante', 'visitor'],
}
const STATUS_WORDS: Record<MemberStatus, string[]> = {
  active: ['ativo', 'ativa', 'active', 'activo', 'activa'],
  inactive: ['inativo', 'inativa', 'inactive', 'inactivo', 'inactiva'],
  visitor: ['visitante', 'visitor'],
}
const MARITAL_WORDS: Record<MaritalStatus, string[]> = {
  single: ['solteiro', 'solteira', 'solteiroa', 'single', 'soltero', 'soltera'],
  married: ['casado', 'casada', 'casadoa', 'married'],
  divorced: ['divorciado', 'divorciada', 'divorciadoa', 'divorced'],
  widowed: ['viuvo', 'viuva', 'viuvoa', 'widowed', 'widow', 'widower', 'viudo', 'viuda'],
}
const ADMISSION_WORDS: Record<AdmissionWay, string[]> = {
  baptism: ['batismo', 'baptism', 'bautismo'],
  letter: [
    'carta',
    'carta de transferencia',
    'carta de mudanca',
    'transferencia',
    'letter',
    'letter of transfer',
    'transfer',
    'carta de traslado',
    'traslado',
  ],
  acclamation: ['aclamacao', 'acclamation', 'aclamacion', 'reconciliacao'],
}
const YES = ['sim', 's', 'yes', 'y', 'si', 'x', 'true', '1', 'verdadeiro']
const NO = ['nao', 'n', 'no', 'false', '0', 'falso']

function lookup<T extends string>(codes: readonly T[], words: Record<T, string[]>) {
  const map = new Map<string, T>()
  for (const code of codes) {
    map.set(headerKey(code), code)
    for (const word of words[code]) map.set(headerKey(word), code)
  }
  return (text: string): T | null | undefined => {
    if (text.trim() === '') return undefined
    return map.get(headerKey(text)) ?? null
  }
}

/** undefined = blank cell; null = a word that is not known. */
export const parseCategory = lookup(MEMBER_CATEGORIES, CATEGORY_WORDS)
export const parseStatus = lookup(MEMBER_STATUSES, STATUS_WORDS)
export const parseMaritalStatus = lookup(MARITAL_STATUSES, MARITAL_WORDS)
export const parseAdmissionWay = lookup(ADMISSION_WAYS, ADMISSION_WORDS)

export function parseYesNo(text: string): boolean | null | undefined {
  const key = headerKey(text)
  if (key === '') return undefined
  if (YES.includes(key)) return true
  if (NO.includes(key)) return false
  return null
}
