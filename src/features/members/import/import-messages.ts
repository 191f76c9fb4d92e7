import { t } from '@lingui/core/macro'
import { contractMessage } from '../../../components/form'
import type { ImportColumnKey } from './columns'
import { IMPORT_COLUMNS } from './columns'
import type { ImportErrorCode, ImportRow } from './validate'

/** A row error in the user's language. */
export function importErrorMessage(code: ImportErrorCode): string {
  switch (code) {
    case 'name_required':
      return t`Nome em branco.`
    case 'invalid_date':
      return t`Data inválida: use dd/mm/aaaa.`
    case 'duplicate_in_file':
      return t`CPF repetido no arquivo.`
    case 'duplicate_in_registry':
      return t`Membro duplicado encontrado: CPF já cadastrado.`
    case 'duplicate_person_in_registry':
      return t`Já cadastrado: mesmo nome, sobrenome e data de nascimento.`
    case 'unknown_value':
      return t`Valor não reconhecido.`
    case 'unreadable_character':
      return t`Caractere ilegível (�): salve o arquivo de novo como CSV UTF-8 ou .xlsx.`
    default:
      return contractMessage(code)
  }
}

/** The column's name as the template (in the user's language) writes it. */
export function columnLabel(key: ImportColumnKey | null, locale: string): string {
  if (key === null) return ''
  const column = IMPORT_COLUMNS.find((c) => c.key === key)
  const i = locale === 'en' ? 1 : locale === 'es' ? 2 : 0
  return column?.labels[i] ?? key
}

/** A row's errors, each whole: "CPF: CPF inválido." */
export function rowReasons(row: Pick<ImportRow, 'errors'>, locale: string): string[] {
  return row.errors.map(
    (error) =>
      `${error.column ? `${columnLabel(error.column, locale)}: ` : ''}${importErrorMessage(error.code)}`,
  )
}
