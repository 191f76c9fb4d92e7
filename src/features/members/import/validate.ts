import {
  isValidCpf,
  memberCreateSchema,
  needsGuardian,
  onlyDigits,
  todayIso,
  parseBrDate,
  type MemberCreateInput,
} from '../../../../sync'
import { mapHeader, type ImportColumnKey } from './columns'
import {
  parseAdmissionWay,
  parseCategory,
  parseMaritalStatus,
  parseStatus,
  parseYesNo,
} from './values'
import { parseCsv } from './csv'
import { excelSerialToIso, readXlsx } from './xlsx'

/**
 * Rows of a spreadsheet -> member drafts and per-row errors, without touching the mirror:
 * the registry's CPFs come in as a set. Pure and synchronous (only reading an .xlsx file's bytes
 * waits, for its library), so the bench can time it.
 */

export type ImportErrorCode =
  | 'name_required'
  | 'invalid_date'
  | 'date_in_future'
  | 'invalid_cpf'
  | 'duplicate_in_file'
  | 'duplicate_in_registry'
  | 'duplicate_person_in_registry'
  | 'unknown_value'
  | 'guardian_required'
  | 'unreadable_character'
  | (string & {})

export interface ImportCellError {
  column: ImportColumnKey | null
  code: ImportErrorCode
}

export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number
  /** The cells by column, as read. */
  cells: Partial<Record<ImportColumnKey, string>>
  /** What member.create gets, minus id and churchId; null when the row has errors. */
  draft: Omit<MemberCreateInput, 'id' | 'churchId'> | null
  errors: ImportCellError[]
}

export interface ImportPreview {
  rows: ImportRow[]
  valid: number
  invalid: number
  /** Columns of the file that were recognised. */
  columns: ImportColumnKey[]
  /** Set when the file cannot be read as a template at all. */
  fileError: 'empty' | 'no_name_column' | null
}

/** A date cell: strict dd/mm/aaaa text, an ISO date, or a spreadsheet's serial number. */
export function parseImportDate(text: string): string | null {
  const value = text.trim()
  if (/^\d{5}(\.\d+)?$/.test(value)) return excelSerialToIso(Number(value))
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return parseBrDate(`${value.slice(8)}/${value.slice(5, 7)}/${value.slice(0, 4)}`)
  return parseBrDate(value)
}

/** A CPF cell: a spreadsheet may have dropped the leading zeros of a CPF typed as a number. */
export function cpfDigits(text: string): string {
  const digits = onlyDigits(text)
  return /^\d{9,10}$/.test(text.trim()) ? digits.padStart(11, '0') : digits
}

function readRow(
  line: number,
  cells: Partial<Record<ImportColumnKey, string>>,
  now: string,
): ImportRow {
  const errors: ImportCellError[] = []
  const get = (key: ImportColumnKey) => (cells[key] ?? '').trim()
  const date = (key: 'birthDate' | 'baptismDate' | 'admissionDate') => {
    const text = get(key)
    if (text === '') return null
    const iso = parseImportDate(text)
    if (iso === null) errors.push({ column: key, code: 'invalid_date' })
    return iso
  }
  const known = <T>(key: ImportColumnKey, value: T | null | undefined): T | undefined => {
    if (value === null) errors.push({ column: key, code: 'unknown_value' })
    return value ?? undefined
  }
  if (get('name') === '') errors.push({ column: 'name', code: 'name_required' })
  // U+FFFD: a character the file's encoding could not give (never imported as if it were right).
  for (const [key, text] of Object.entries(cells))
    if (text?.includes('\uFFFD'))
      errors.push({ column: key as ImportColumnKey, code: 'unreadable_character' })
  const cpfText = get('cpf')
  if (cpfText !== '' && !isValidCpf(cpfDigits(cpfText)))
    errors.push({ column: 'cpf', code: 'invalid_cpf' })
  const birthDate = date('birthDate')
  const baptismDate = date('baptismDate')
  const admissionDate = date('admissionDate')
  const status = known('status', parseStatus(get('status')))
  const baptized = known('baptized', parseYesNo(get('baptized')))
  const guardianName = get('guardianName')
  const draft: Omit<MemberCreateInput, 'id' | 'churchId'> = {
    name: get('name'),
    surname: get('surname'),
    cpf: cpfText === '' ? null : cpfDigits(cpfText),
    birthDate,
    phone: get('phone'),
    email: get('email'),
    address: {
      cep: get('cep'),
      number: get('number'),
      street: get('street'),
      neighborhood: get('neighborhood'),
      city: get('city'),
      state: get('state'),
      complement: get('complement'),
    },
    status: status ?? 'active',
    category: known('category', parseCategory(get('category'))),
    baptized: baptized ?? baptismDate !== null,
    baptismDate,
    admissionDate,
    admissionWay: known('admissionWay', parseAdmissionWay(get('admissionWay'))) ?? null,
    maritalStatus: known('maritalStatus', parseMaritalStatus(get('maritalStatus'))) ?? null,
    function: get('function'),
    title: get('title'),
    profession: get('profession'),
    companyName: get('companyName'),
    guardianName,
    // The secretary importing a guardian's name attests the guardian's consent, at import time.
    guardianConsentAt:
      guardianName !== '' && needsGuardian(birthDate, todayIso(new Date(now))) ? now : null,
  }
  if (errors.length === 0) {
    const parsed = memberCreateSchema.safeParse({
      ...draft,
      churchId: '00000000-0000-7000-8000-000000000000',
    })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const head = issue.path[0]
        const path =
          head === 'address' ? issue.path[1] : head === 'guardianConsentAt' ? 'guardianName' : head
        if (errors.some((e) => e.column === path && e.code === issue.message)) continue
        errors.push({
          column: typeof path === 'string' ? (path as ImportColumnKey) : null,
          code: issue.message,
        })
      }
    }
  }
  return { line, cells, draft: errors.length === 0 ? draft : null, errors }
}

/** Name, surname and birth date as compared: no accents, case or extra spaces. */
export function personKey(
  name: string,
  surname: string | null | undefined,
  birthDate: string | null | undefined,
): string {
  const words = `${name} ${surname ?? ''}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
  return `person:${words}|${birthDate ?? ''}`
}

/**
 * What an import is checked against: the live members' CPFs (digits) and, for the rows without
 * a CPF, their name, surname and birth date (`personKey`) — so a file imported again (its
 * corrected rows, or the whole file) never doubles the rows already imported.
 */
export function importRegistry(
  members: readonly {
    cpf?: string | null
    name: string
    surname?: string | null
    birthDate?: string | null
  }[],
): Set<string> {
  const keys = new Set<string>()
  for (const m of members) {
    if (m.cpf) keys.add(m.cpf)
    keys.add(personKey(m.name, m.surname, m.birthDate))
  }
  return keys
}

/**
 * Validates every row: cells, contract rules, and duplicates by CPF within the file (each
 * repeat after the first) and against `registry` (digits of the live members' CPFs, and
 * `importRegistry`'s person keys: a row without a CPF whose name, surname and birth date are a
 * live member's is already registered).
 */
export function validateImport(
  table: readonly (readonly string[])[],
  registryCpfs: ReadonlySet<string>,
  now: string = new Date().toISOString(),
): ImportPreview {
  const [header, ...body] = table
  if (!header || body.length === 0)
    return { rows: [], valid: 0, invalid: 0, columns: [], fileError: 'empty' }
  const keys = mapHeader(header)
  const columns = keys.filter((k): k is ImportColumnKey => k !== null)
  if (!columns.includes('name'))
    return { rows: [], valid: 0, invalid: 0, columns, fileError: 'no_name_column' }
  const seen = new Set<string>()
  const rows = body.map((cellsOfLine, i) => {
    const cells: Partial<Record<ImportColumnKey, string>> = {}
    keys.forEach((key, c) => {
      if (key && cells[key] === undefined) cells[key] = cellsOfLine[c] ?? ''
    })
    const row = readRow(i + 2, cells, now)
    const cpf = cpfDigits(cells.cpf ?? '')
    if (isValidCpf(cpf)) {
      const errors: ImportCellError[] = []
      if (registryCpfs.has(cpf)) errors.push({ column: 'cpf', code: 'duplicate_in_registry' })
      else if (seen.has(cpf)) errors.push({ column: 'cpf', code: 'duplicate_in_file' })
      seen.add(cpf)
      if (errors.length > 0) return { ...row, draft: null, errors: [...row.errors, ...errors] }
    } else if (row.draft && cpf === '') {
      const key = personKey(row.draft.name, row.draft.surname, row.draft.birthDate)
      if (registryCpfs.has(key))
        return {
          ...row,
          draft: null,
          errors: [{ column: null, code: 'duplicate_person_in_registry' }],
        }
    }
    return row
  })
  const valid = rows.filter((r) => r.draft !== null).length
  return { rows, valid, invalid: rows.length - valid, columns, fileError: null }
}

/**
 * A CSV file's text: UTF-8 when the bytes are valid UTF-8 (with or without a BOM), else
 * Windows-1252 — what Excel in Brazil saves as "CSV (separado por vírgulas)".
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The table of a file's bytes: .xlsx by its zip signature (read by exceljs, loaded then), else CSV (UTF-8 or Windows-1252). */
export async function readImportBytes(bytes: Uint8Array): Promise<string[][]> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readXlsx(bytes)
  return parseCsv(decodeCsvBytes(bytes))
}

/** Read and validate a file's bytes: what the import does with an upload (the bench times it on 5,000 rows). */
export async function previewImportBytes(
  bytes: Uint8Array,
  registryCpfs: ReadonlySet<string>,
  now?: string,
): Promise<ImportPreview> {
  return validateImport(await readImportBytes(bytes), registryCpfs, now)
}
