/**
 * PIX keys (Banco Central's DICT): what a treasurer types as a church's key, read into the key a
 * bank knows. A contract, since the church's form and the server check a stored key the same
 * way; the BR Code that carries it is built in sync/rules/pix-br-code.ts.
 */
import { isValidCnpj, isValidCpf, onlyDigits } from './documents'

type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error })

export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp'
export type PixKeyError =
  | 'empty_key'
  | 'invalid_cpf'
  | 'invalid_cnpj'
  | 'invalid_email'
  | 'invalid_phone'
  | 'unknown_key_format'

export interface PixKey {
  type: PixKeyType
  /** The key as the DICT stores it: digits only, lowercase e-mail or EVP, "+55…" phone. */
  key: string
}

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The DICT's e-mail pattern (lowercase), at most 77 characters. */
const EMAIL =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/
const MAX_EMAIL_LENGTH = 77
/** +55, a two-digit area code without zeros, a nine-digit mobile number (PIX keys are mobiles). */
const BR_MOBILE = /^\+55[1-9]{2}9\d{8}$/
const MASKED_DOCUMENT = /^[\d.\-/\s]+$/

/**
 * Reads what a treasurer typed as a PIX key and gives the key the DICT knows, or why not.
 * A phone must start with "+" (11 bare digits are a CPF, as banks read them); a masked CPF or
 * CNPJ is accepted. Alphanumeric CNPJs (issued from July 2026) are not read yet: the shared
 * check-digit helper in contracts/documents.ts takes digits only.
 */
export function validatePixKey(input: string): Result<PixKey, PixKeyError> {
  const text = input.trim()
  if (text === '') return fail('empty_key')
  if (EVP.test(text)) return ok({ type: 'evp', key: text.toLowerCase() })
  if (text.includes('@')) return emailKey(text)
  if (text.startsWith('+')) return phoneKey(text)
  if (MASKED_DOCUMENT.test(text)) return documentKey(text)
  return fail('unknown_key_format')
}

function emailKey(text: string): Result<PixKey, PixKeyError> {
  const key = text.toLowerCase()
  const valid = key.length <= MAX_EMAIL_LENGTH && EMAIL.test(key)
  return valid ? ok({ type: 'email', key }) : fail('invalid_email')
}

function phoneKey(text: string): Result<PixKey, PixKeyError> {
  const key = text.replace(/[\s()-]/g, '')
  return BR_MOBILE.test(key) ? ok({ type: 'phone', key }) : fail('invalid_phone')
}

function documentKey(text: string): Result<PixKey, PixKeyError> {
  const key = onlyDigits(text)
  if (key.length === 11) return isValidCpf(key) ? ok({ type: 'cpf', key }) : fail('invalid_cpf')
  if (key.length === 14) return isValidCnpj(key) ? ok({ type: 'cnpj', key }) : fail('invalid_cnpj')
  return fail('unknown_key_format')
}
