/**
 * Static PIX "BR Code": the EMV QRCPS merchant-presented payload that a bank app reads from a
 * QR code or from "Pix copia e cola" (Banco Central, Manual de Padrões para Iniciação do Pix).
 * Pure and dependency-free, so the device and the server build and read the same bytes.
 *
 * Payload, in this order: 00 format "01" · 26 merchant account (00 GUI "br.gov.bcb.pix",
 * 01 key, 02 description) · 52 "0000" · 53 "986" (BRL) · 54 amount · 58 "BR" · 59 name ·
 * 60 city · 62 (05 txid) · 63 CRC16. Each field is ID (2 digits), length (2 decimal digits),
 * value. Money comes in integer centavos, as everywhere in Celeiro.
 */
import { validatePixKey, type PixKeyError } from '../contracts/pix-key'

export {
  validatePixKey,
  type PixKey,
  type PixKeyError,
  type PixKeyType,
} from '../contracts/pix-key'

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E }

const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })
const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error })

/**
 * The largest amount accepted: R$ 99.999.999,99 (9_999_999_999 centavos). EMV allows 13
 * characters in field 54 ("9999999999.99"), but no church charge comes near that; this is the
 * boleto's ceiling too (its 10-digit amount field), so one bill can be offered both ways.
 */
export const MAX_PIX_AMOUNT = 9_999_999_999

/** Limits of the BR Code: the whole payload, the name (59), the city (60) and the txid. */
export const MAX_PAYLOAD_LENGTH = 512
export const MAX_NAME_LENGTH = 25
export const MAX_CITY_LENGTH = 15
export const MAX_TXID_LENGTH = 25

const PIX_GUI = 'br.gov.bcb.pix'
/** "***" in 62/05 says "no transaction id": the manual's value for a static code without one. */
const NO_TXID = '***'

// ---------------------------------------------------------------------------------------------
// CRC16-CCITT-FALSE

/**
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the
 * UTF-8 bytes of `text`, as 4 uppercase hex digits. Field 63 is this CRC over the whole payload
 * up to and including "6304", so a reader can tell a mistyped "copia e cola" from a real one.
 */
export function crc16ccitt(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

// ---------------------------------------------------------------------------------------------
// Building

export interface StaticPixInput {
  /** Any form validatePixKey reads; it goes into the payload normalised. */
  key: string
  merchantName: string
  merchantCity: string
  /** Integer centavos, 1..MAX_PIX_AMOUNT; absent: the payer types the amount. */
  amount?: number
  /** Shown to the payer by some banks ("Dízimo de março"); accents are stripped. */
  description?: string
  /** [A-Za-z0-9], at most 25; absent or '': "***". */
  txid?: string
}

export type BrCodeError =
  | PixKeyError
  | 'invalid_amount'
  | 'invalid_txid'
  | 'empty_name'
  | 'empty_city'
  | 'description_too_long'

/**
 * Plain printable ASCII, at most `max` characters: accents dropped ("São José" → "Sao Jose"),
 * other symbols removed, spaces collapsed. Names and cities must be ASCII because the length
 * field counts characters and many bank readers count bytes; ASCII makes both the same.
 */
export function toBrCodeText(text: string, max: number): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return ascii.slice(0, max).trimEnd()
}

/** One EMV field: ID, two-digit decimal length, value (callers keep values ≤ 99 characters). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** "10.00" for 1000 centavos: integer arithmetic, so no float ever rounds a cent away. */
export function formatPixAmount(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`
}

const validAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_PIX_AMOUNT

function accountInfo(key: string, description: string): Result<string, BrCodeError> {
  const value = field('00', PIX_GUI) + field('01', key)
  if (description === '') return ok(field('26', value))
  // The whole field 26 holds at most 99 characters: GUI, key and description together.
  const withDescription = value + field('02', description)
  if (withDescription.length > 99) return fail('description_too_long')
  return ok(field('26', withDescription))
}

/**
 * The "Pix copia e cola" text of a static charge, or the first thing wrong with the input.
 * The name and city are truncated (25 and 15 characters) as the manual allows; a description
 * that would not fit is refused rather than cut, since the treasurer chose its words. With
 * every field at its maximum the payload stays far below 512 characters (about 230).
 */
export function buildStaticBrCode(input: StaticPixInput): Result<string, BrCodeError> {
  const key = validatePixKey(input.key)
  if (!key.ok) return key
  if (input.amount !== undefined && !validAmount(input.amount)) return fail('invalid_amount')
  const txid = input.txid ?? ''
  if (txid !== '' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) return fail('invalid_txid')
  const name = toBrCodeText(input.merchantName, MAX_NAME_LENGTH)
  if (name === '') return fail('empty_name')
  const city = toBrCodeText(input.merchantCity, MAX_CITY_LENGTH)
  if (city === '') return fail('empty_city')
  const account = accountInfo(key.value.key, toBrCodeText(input.description ?? '', 99))
  if (!account.ok) return account

  const body = [
    field('00', '01'),
    account.value,
    field('52', '0000'),
    field('53', '986'),
    input.amount === undefined ? '' : field('54', formatPixAmount(input.amount)),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', txid === '' ? NO_TXID : txid)),
    '6304',
  ].join('')
  return ok(body + crc16ccitt(body))
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface ParsedBrCode {
  key: string
  description: string | null
  merchantName: string
  merchantCity: string
  /** Integer centavos; null when the payer types the amount. */
  amount: number | null
  /** null for "***" (no transaction id). */
  txid: string | null
}

export type ParseBrCodeError =
  | 'too_long'
  | 'crc_missing'
  | 'crc_mismatch'
  | 'malformed_field'
  | 'not_pix'
  | 'not_static'
  | 'missing_field'
  | 'invalid_amount'

/**
 * The fields of one TLV level (ID → value), or null when a length is not two digits, runs past
 * the end, or an ID repeats: a payload that cannot be split exactly is not trusted at all.
 */
function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>()
  let at = 0
  while (at < text.length) {
    const id = text.slice(at, at + 2)
    const length = text.slice(at + 2, at + 4)
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || fields.has(id)) return null
    const end = at + 4 + Number(length)
    if (end > text.length) return null
    fields.set(id, text.slice(at + 4, end))
    at = end
  }
  return fields
}

/** "10.00", "10.5" or "10" → centavos, by string arithmetic; null for anything else. */
export function parsePixAmount(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/**
 * Reads a static PIX BR Code back: checks the CRC first (a mistyped "copia e cola" is refused
 * before any field is believed), then the TLV structure and the PIX fields. Dynamic codes
 * (a URL in 26/25 instead of a key) are reported as not_static.
 */
export function parseBrCode(payload: string): Result<ParsedBrCode, ParseBrCodeError> {
  if (payload.length > MAX_PAYLOAD_LENGTH) return fail('too_long')
  if (!/6304[0-9A-Fa-f]{4}$/.test(payload)) return fail('crc_missing')
  if (crc16ccitt(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase())
    return fail('crc_mismatch')
  const top = readFields(payload.slice(0, -8))
  const account = readFields(top?.get('26') ?? '')
  const additional = readFields(top?.get('62') ?? '')
  if (!top || !account || !additional) return fail('malformed_field')
  if (top.get('00') !== '01' || account.get('00')?.toLowerCase() !== PIX_GUI) return fail('not_pix')
  const key = account.get('01')
  if (key === undefined) return fail('not_static')
  const [name, city] = [top.get('59'), top.get('60')]
  if (!name || !city) return fail('missing_field')
  const amountText = top.get('54')
  const amount = amountText === undefined ? null : parsePixAmount(amountText)
  if (amountText !== undefined && amount === null) return fail('invalid_amount')
  const txid = additional.get('05')
  return ok({
    key,
    description: account.get('02') ?? null,
    merchantName: name,
    merchantCity: city,
    // Some generators write "0.00" for "the payer types the amount": read it as no amount.
    amount: amount === 0 ? null : amount,
    txid: txid === undefined || txid === NO_TXID ? null : txid,
  })
}
