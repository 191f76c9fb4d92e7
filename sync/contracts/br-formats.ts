/**
 * Pure parsers of Brazilian formats used by imports and contracts: CEP (postal code) and strict
 * dd/mm/aaaa dates. No locale, no time zone: dates are ISO calendar dates 'YYYY-MM-DD'
 * (the calendar itself is ./dates.ts).
 */
import { isIsoDate, isRealDate, toIsoDate } from './dates'

/** 8 digits, masked (00000-000) or not; anything else is refused. */
export function parseCep(value: string): string | null {
  const text = value.trim()
  if (!/^(\d{5}-?\d{3}|\d{2}\.\d{3}-\d{3})$/.test(text)) return null
  return text.replace(/\D/g, '')
}

export function isValidCep(value: string): boolean {
  return parseCep(value) !== null
}

/** 00000-000 for 8 digits; anything else is returned as given. */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length !== 8) return value
  return `${digits.slice(0, 5)}-${digits.slice(5)}`
}

/**
 * A date typed or imported as dd/mm/aaaa, strictly: two-digit day and month, four-digit year,
 * a real calendar date ('31/02/2020' and '01/02/20' are refused). The ISO date, or null.
 */
export function parseBrDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[3]), Number(match[2]), Number(match[1])]
  return isRealDate(year, month, day) ? toIsoDate(year, month, day) : null
}

/** '2024-02-29' -> '29/02/2024'; '' when not a real ISO date. */
export function formatBrDate(iso: string): string {
  if (!isIsoDate(iso)) return ''
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
}

/** Whole years between an ISO birth date and an ISO day (the age on that day). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4))
  const beforeBirthday = today.slice(5) < birthDate.slice(5)
  return beforeBirthday ? years - 1 : years
}

/** The parts of a Brazilian address, as the sign-up and the CEP lookup hold them. */
export interface AddressParts {
  street: string
  number: string
  complement?: string
  district: string
  city: string
  state: string
  cep: string
}

/**
 * An address on one line, as a letterhead prints it: "Rua das Flores, 120, sala 2 – Centro,
 * Campinas/SP – CEP 13010-000". Blank parts are left out.
 */
export function oneLineAddress(a: AddressParts): string {
  const street = [a.street, a.number, a.complement]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ')
  const place = [a.city.trim(), a.state.trim()].filter(Boolean).join('/')
  const cep = parseCep(a.cep)
  return [
    street,
    [a.district.trim(), place].filter(Boolean).join(', '),
    cep ? `CEP ${formatCep(cep)}` : '',
  ]
    .filter(Boolean)
    .join(' – ')
}
