import { maskPhone } from '../../components/form'
import { formatCpf } from '../../../sync'

export { fullName } from '../../lib/format'

export function displayCpf(cpf: string | null | undefined): string {
  return cpf ? formatCpf(cpf) : ''
}

/** An instant as ISO, also when PostgreSQL wrote it ('2026-11-22 03:01:33.4+00'). */
export function isoInstant(text: string): string {
  const iso = text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
  return Number.isNaN(Date.parse(iso)) ? text : new Date(iso).toISOString()
}

/** A stored phone as Brazilians read it ((11) 98765-4321); anything else as it was typed. */
export function displayPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : (phone ?? '')
}
