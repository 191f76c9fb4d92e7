import { t } from '@lingui/core/macro'
import { columnWidths, IMPORT_COLUMNS, templateHeader } from './columns'
import { rowReasons } from './import-messages'
import type { ImportRow } from './validate'
import { writeXlsx } from './xlsx'

/**
 * The rows with errors as a sheet to fix in Excel and import again (issue 51): the first column
 * says why each row was not imported (a column the import ignores: its header is no template
 * column), then every template column in the user's language with the cells as the file had
 * them. The rows already imported are not in it; imported again, the corrected rows are checked
 * against the registry as any other (no row is doubled: see `importRegistry`).
 */
export function errorRowsTable(rows: readonly ImportRow[], locale: string): string[][] {
  const header = [t`Motivo do erro`, ...templateHeader(locale)]
  const body = rows
    .filter((row) => row.errors.length > 0)
    .map((row) => [
      rowReasons(row, locale).join(' '),
      ...IMPORT_COLUMNS.map((column) => row.cells[column.key] ?? ''),
    ])
  return [header, ...body]
}

export async function errorRowsFile(
  rows: readonly ImportRow[],
  locale: string,
  sheetName: string,
): Promise<{ name: string; content: BlobPart; type: string }> {
  return {
    name: 'membros-com-erro.xlsx',
    content: await writeXlsx(sheetName, errorRowsTable(rows, locale), [44, ...columnWidths()]),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }
}
