/**
 * The columns of the import template. A file is read by its header row, in any of the three
 * languages (the template is written in the user's), columns in any order; unknown columns are
 * ignored. These names are part of the file format, so they live here and not in the catalogs.
 */

export type ImportColumnKey =
  | 'name'
  | 'surname'
  | 'cpf'
  | 'birthDate'
  | 'phone'
  | 'email'
  | 'cep'
  | 'number'
  | 'street'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'complement'
  | 'status'
  | 'category'
  | 'baptized'
  | 'baptismDate'
  | 'admissionDate'
  | 'admissionWay'
  | 'maritalStatus'
  | 'function'
  | 'title'
  | 'profession'
  | 'companyName'
  | 'guardianName'

type Labels = readonly [ptBR: string, en: string, es: string]

export const IMPORT_COLUMNS: readonly { key: ImportColumnKey; labels: Labels; width: number }[] = [
  { key: 'name', labels: ['Nome', 'First name', 'Nombre'], width: 18 },
  { key: 'surname', labels: ['Sobrenome', 'Surname', 'Apellido'], width: 22 },
  { key: 'cpf', labels: ['CPF', 'CPF', 'CPF'], width: 16 },
  {
    key: 'birthDate',
    labels: ['Data de nascimento', 'Birth date', 'Fecha de nacimiento'],
    width: 18,
  },
  { key: 'phone', labels: ['Telefone', 'Phone', 'Teléfono'], width: 17 },
  { key: 'email', labels: ['E-mail', 'E-mail', 'Correo electrónico'], width: 26 },
  { key: 'cep', labels: ['CEP', 'ZIP code (CEP)', 'Código postal (CEP)'], width: 11 },
  { key: 'street', labels: ['Rua', 'Street', 'Calle'], width: 26 },
  { key: 'number', labels: ['Número', 'Number', 'Número'], width: 9 },
  { key: 'complement', labels: ['Complemento', 'Complement', 'Complemento'], width: 14 },
  { key: 'neighborhood', labels: ['Bairro', 'Neighborhood', 'Barrio'], width: 18 },
  { key: 'city', labels: ['Cidade', 'City', 'Ciudad'], width: 18 },
  { key: 'state', labels: ['UF', 'State (UF)', 'Estado (UF)'], width: 6 },
  { key: 'status', labels: ['Situação', 'Status', 'Situación'], width: 12 },
  { key: 'category', labels: ['Categoria', 'Category', 'Categoría'], width: 14 },
  { key: 'baptized', labels: ['Batizado', 'Baptized', 'Bautizado'], width: 10 },
  {
    key: 'baptismDate',
    labels: ['Data de batismo', 'Baptism date', 'Fecha de bautismo'],
    width: 16,
  },
  {
    key: 'admissionDate',
    labels: ['Membro desde', 'Member since', 'Miembro desde'],
    width: 14,
  },
  {
    key: 'admissionWay',
    labels: ['Forma de admissão', 'Admitted by', 'Forma de admisión'],
    width: 20,
  },
  { key: 'maritalStatus', labels: ['Estado civil', 'Marital status', 'Estado civil'], width: 14 },
  { key: 'function', labels: ['Função', 'Function', 'Función'], width: 16 },
  { key: 'title', labels: ['Título', 'Title', 'Título'], width: 12 },
  { key: 'profession', labels: ['Profissão', 'Profession', 'Profesión'], width: 16 },
  { key: 'companyName', labels: ['Empresa', 'Company', 'Empresa'], width: 18 },
  {
    key: 'guardianName',
    labels: [
      'Responsável (menor de 12 anos)',
      'Guardian (under 12)',
      'Responsable (menor de 12 años)',
    ],
    width: 24,
  },
]

const LANGUAGE_INDEX: Record<string, 0 | 1 | 2> = { 'pt-BR': 0, en: 1, es: 2 }

/** The template's header row in a language (pt-BR for anything else). */
export function templateHeader(locale: string): string[] {
  const i = LANGUAGE_INDEX[locale] ?? 0
  return IMPORT_COLUMNS.map((column) => column.labels[i])
}

export function columnWidths(): number[] {
  return IMPORT_COLUMNS.map((column) => column.width)
}

/** Header text as compared: no accents, no case, no punctuation or spaces. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const BY_HEADER = new Map<string, ImportColumnKey>()
for (const column of IMPORT_COLUMNS) {
  for (const label of column.labels) BY_HEADER.set(headerKey(label), column.key)
  BY_HEADER.set(headerKey(column.key), column.key)
}
// Short forms people type in their own sheets.
for (const [alias, key] of [
  ['nascimento', 'birthDate'],
  ['celular', 'phone'],
  ['email', 'email'],
  ['endereco', 'street'],
  ['logradouro', 'street'],
  ['estado', 'state'],
  ['batismo', 'baptismDate'],
  ['responsavel', 'guardianName'],
  ['admissao', 'admissionDate'],
  ['dataadmissao', 'admissionDate'],
  ['datadeadmissao', 'admissionDate'],
  ['recebidopor', 'admissionWay'],
  ['formaadmissao', 'admissionWay'],
  ['status', 'status'],
] as const)
  BY_HEADER.set(alias, key)

/** Which column key each header cell names (null = ignored). */
export function mapHeader(cells: readonly string[]): (ImportColumnKey | null)[] {
  return cells.map((cell) => BY_HEADER.get(headerKey(cell)) ?? null)
}
