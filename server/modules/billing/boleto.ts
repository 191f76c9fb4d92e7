/**
 * FEBRABAN bank boleto ("boleto de cobrança"): the 44-digit barcode and the 47-digit linha
 * digitável a payer types when the barcode cannot be read. Pure and dependency-free; the bank's
 * own 25-digit free field (campo livre: agency, account, nosso número…) comes from the caller.
 *
 * Barcode (positions 1-based):  1-3 bank · 4 currency "9" (real) · 5 general check digit ·
 * 6-9 due-date factor · 10-19 amount in centavos · 20-44 free field.
 * Linha digitável: field 1 = bank, currency, free field 1-5, DV · field 2 = free field 6-15, DV ·
 * field 3 = free field 16-25, DV · field 4 = general DV · field 5 = factor and amount.
 */
import { parseIsoDate } from '../../../sync/contracts/dates'
import { daysBetween } from '../../../sync/rules/overdue'

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error })

/** R$ 99.999.999,99: the most the 10-digit amount field holds. */
export const MAX_BOLETO_AMOUNT = 9_999_999_999

/** Day 0 of the due-date factor (FEBRABAN). */
const FACTOR_BASE_DATE = '1997-10-07'
/** Factors run 1000..9999 and then start again at 1000: a cycle of 9000 days. */
const FACTOR_MIN = 1000
const FACTOR_CYCLE = 9000

/**
 * The due-date factor of an ISO date: days since 1997-10-07, kept within 1000..9999. FEBRABAN's
 * rule for the 2025 rollover: factor 9999 was 2025-02-21, and on 2025-02-22 the count starts
 * again at 1000 (one day, one more factor), so every 9000 days the same factor comes back; the
 * reader tells the cycles apart by the date of payment. Dates before 2000-07-03 (factor 1000 of
 * the first cycle, the oldest a bank still reads) and non-dates give null.
 */
export function dueFactor(date: string): number | null {
  if (!parseIsoDate(date)) return null
  const days = daysBetween(FACTOR_BASE_DATE, date)
  if (days < FACTOR_MIN) return null
  return ((days - FACTOR_MIN) % FACTOR_CYCLE) + FACTOR_MIN
}

const digitsOf = (text: string): number[] => [...text].map(Number)

/**
 * Mod 10 check digit of a linha digitável field: from the right, weights 2,1,2,1…; a product of
 * two digits adds its digits (14 → 1 + 4); the digit is what brings the sum to a multiple of 10.
 */
export function mod10(text: string): number {
  const sum = digitsOf(text)
    .reverse()
    .reduce((acc, digit, i) => {
      const product = digit * (i % 2 === 0 ? 2 : 1)
      return acc + Math.floor(product / 10) + (product % 10)
    }, 0)
  return (10 - (sum % 10)) % 10
}

/**
 * The barcode's general check digit (mod 11) over its 43 other digits: from the right, weights
 * 2..9 repeating; 11 minus the remainder, except that 10 and 11 (remainders 1 and 0) become 1.
 * FEBRABAN states it as "0, 10 or 11 → 1": the general DV is 1..9, never 0.
 */
export function mod11(text: string): number {
  const sum = digitsOf(text)
    .reverse()
    .reduce((acc, digit, i) => acc + digit * (2 + (i % 8)), 0)
  const dv = 11 - (sum % 11)
  return dv === 10 || dv === 11 ? 1 : dv
}

/** The barcode of its 43 digits without the DV: computes the DV and puts it at position 5. */
function withGeneralDv(withoutDv: string): string {
  return `${withoutDv.slice(0, 4)}${mod11(withoutDv)}${withoutDv.slice(4)}`
}

/** The 47 digits of the linha digitável of a 44-digit barcode (no checks: see the builder). */
export function barcodeToLinhaDigitavel(barcode: string): string {
  const free = barcode.slice(19)
  const field1 = `${barcode.slice(0, 4)}${free.slice(0, 5)}`
  const field2 = free.slice(5, 15)
  const field3 = free.slice(15, 25)
  return [
    `${field1}${mod10(field1)}`,
    `${field2}${mod10(field2)}`,
    `${field3}${mod10(field3)}`,
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join('')
}

/** "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE", as printed on the boleto. */
export function formatLinhaDigitavel(digits: string): string {
  const [a, b, c] = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)]
  return [
    `${a.slice(0, 5)}.${a.slice(5)}`,
    `${b.slice(0, 5)}.${b.slice(5)}`,
    `${c.slice(0, 5)}.${c.slice(5)}`,
    digits.slice(32, 33),
    digits.slice(33),
  ].join(' ')
}

/** Spaces and dots are how the line is printed and pasted; they carry nothing. */
const unmask = (text: string): string => text.replace(/[\s.]/g, '')

/**
 * The barcode of a linha digitável (masked or not), by moving its pieces back, or null when it
 * is not 47 digits. It checks no digit: validateLinhaDigitavel does.
 */
export function linhaDigitavelToBarcode(text: string): string | null {
  const d = unmask(text)
  if (!/^\d{47}$/.test(d)) return null
  return `${d.slice(0, 4)}${d.slice(32, 47)}${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`
}

// ---------------------------------------------------------------------------------------------
// Building and validating

export interface BoletoInput {
  /** The bank's 3-digit COMPE code ("001" Banco do Brasil, "756" Sicoob). */
  bankCode: string
  /** ISO date 'YYYY-MM-DD', from 2000-07-03 on. */
  dueDate: string
  /** Integer centavos, 1..MAX_BOLETO_AMOUNT. */
  amount: number
  /** The bank's 25-digit campo livre. */
  freeField: string
}

export interface Boleto {
  barcode: string
  /** 47 digits, as stored and compared. */
  linhaDigitavel: string
  /** The same, spaced and dotted for print. */
  formatted: string
}

export type BoletoError =
  'invalid_bank_code' | 'invalid_due_date' | 'invalid_amount' | 'invalid_free_field'

/** The barcode and linha digitável of a boleto, or the first input that cannot be encoded. */
export function buildBoleto(input: BoletoInput): Result<Boleto, BoletoError> {
  if (!/^\d{3}$/.test(input.bankCode)) return fail('invalid_bank_code')
  const factor = dueFactor(input.dueDate)
  if (factor === null) return fail('invalid_due_date')
  const { amount } = input
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_BOLETO_AMOUNT)
    return fail('invalid_amount')
  if (!/^\d{25}$/.test(input.freeField)) return fail('invalid_free_field')
  const amountDigits = String(amount).padStart(10, '0')
  const barcode = withGeneralDv(`${input.bankCode}9${factor}${amountDigits}${input.freeField}`)
  const linhaDigitavel = barcodeToLinhaDigitavel(barcode)
  return ok({ barcode, linhaDigitavel, formatted: formatLinhaDigitavel(linhaDigitavel) })
}

export interface BoletoFields {
  barcode: string
  bankCode: string
  currency: string
  /** 0 when the boleto has no due date. */
  dueFactor: number
  /** Integer centavos; 0 when the payer types the amount. */
  amount: number
  freeField: string
}

export type LinhaDigitavelError =
  'wrong_length' | 'wrong_field_1_dv' | 'wrong_field_2_dv' | 'wrong_field_3_dv' | 'wrong_general_dv'

/**
 * Checks a typed or pasted linha digitável (spaces and dots allowed): its length, the mod 10
 * digit of each of its first three fields — which says which group of digits was mistyped —
 * then the barcode's general digit, which covers the factor and the amount.
 */
export function validateLinhaDigitavel(text: string): Result<BoletoFields, LinhaDigitavelError> {
  const d = unmask(text)
  const barcode = linhaDigitavelToBarcode(d)
  if (barcode === null) return fail('wrong_length')
  const fieldErrors = [
    [0, 9, 'wrong_field_1_dv'],
    [10, 20, 'wrong_field_2_dv'],
    [21, 31, 'wrong_field_3_dv'],
  ] as const
  for (const [start, dvAt, error] of fieldErrors)
    if (mod10(d.slice(start, dvAt)) !== Number(d[dvAt])) return fail(error)
  if (mod11(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4]))
    return fail('wrong_general_dv')
  return ok({
    barcode,
    bankCode: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    dueFactor: Number(barcode.slice(5, 9)),
    amount: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  })
}
