/**
 * Pure parsers of Brazilian formats used by imports and contracts: CEP (postal code) and strict
 * dd/mm/aaaa dates. No locale, no time zone: dates are ISO calendar dates 'YYYY-MM-DD'.
 */

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

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return null
  if (day < 1 || day > daysInMonth(year, month)) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/**
 * A date typed or imported as dd/mm/aaaa, strictly: two-digit day and month, four-digit year,
 * a real calendar date ('31/02/2020' and '01/02/20' are refused). The ISO date, or null.
 */
export function parseBrDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  return isoOf(Number(match[3]), Number(match[2]), Number(match[1]))
}

/** A real ISO calendar date 'YYYY-MM-DD' (years 1000-9999). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  return isoOf(Number(match[1]), Number(match[2]), Number(match[3])) === value
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

/** Today's ISO date in UTC (what contracts compare ages and dates against). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
