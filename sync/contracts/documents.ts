/** Brazilian tax ids: CPF (people, 11 digits) and CNPJ (organisations, 14 digits), each with two check digits. */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '')
}

const MASK_CHARS = /^[\d.\-/\s]*$/

function digitsOf(value: string, length: number): number[] | null {
  if (!MASK_CHARS.test(value)) return null
  const digits = onlyDigits(value)
  if (digits.length !== length || /^(\d)\1+$/.test(digits)) return null
  return [...digits].map(Number)
}

/** Mod-11 check digit over `digits` with the given weights (the rule shared by CPF and CNPJ). */
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** True for a CPF with valid check digits, masked (000.000.000-00) or not; repeated digits are refused. */
export function isValidCpf(value: string): boolean {
  const d = digitsOf(value, 11)
  if (!d) return false
  const w1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
  const w2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
  return checkDigit(d, w1) === d[9] && checkDigit(d, w2) === d[10]
}

/** The full 11-digit CPF of its first 9 digits (the two check digits computed): seeds and tests. */
export function completeCpf(nineDigits: string): string {
  if (!/^\d{9}$/.test(nineDigits)) throw new Error('completeCpf needs 9 digits')
  const d = [...nineDigits].map(Number)
  const first = checkDigit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit([...d, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${nineDigits}${first}${second}`
}

/** True for a CNPJ with valid check digits, masked (00.000.000/0000-00) or not; repeated digits are refused. */
export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value, 14)
  if (!d) return false
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
  const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
  return checkDigit(d, w1) === d[12] && checkDigit(d, w2) === d[13]
}

/** 000.000.000-00 for 11 digits; anything else is returned as given. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value)
  if (d.length !== 11) return value
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

/** 00.000.000/0000-00 for 14 digits; anything else is returned as given. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value)
  if (d.length !== 14) return value
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
}
