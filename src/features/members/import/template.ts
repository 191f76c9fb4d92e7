import { columnWidths, templateHeader } from './columns'
import { writeCsv } from '../../../lib/csv'
import { writeXlsx } from './xlsx'

/** The template file in the user's language: the header row only. */
export async function templateFile(
  format: 'xlsx' | 'csv',
  locale: string,
  sheetName: string,
): Promise<{ name: string; content: BlobPart; type: string }> {
  const header = templateHeader(locale)
  if (format === 'csv')
    return {
      name: 'modelo-membros.csv',
      content: writeCsv([header]),
      type: 'text/csv;charset=utf-8',
    }
  return {
    name: 'modelo-membros.xlsx',
    content: await writeXlsx(sheetName, [header], columnWidths()),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }
}
