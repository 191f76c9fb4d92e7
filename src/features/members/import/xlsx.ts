import type { CellValue, Workbook } from 'exceljs'

/**
 * The import's .xlsx, through exceljs (the exports' library, one for the format), loaded with
 * `import()` when a file is read or the template made; its chunk is precached, so it works
 * offline. Reading gives the first sheet's cells as strings: numbers as written (`45123`, which
 * the column decides the meaning of), a date cell as its ISO date (either date system, 1900 or
 * 1904), a formula as its result, rich text and links as their text (docs/decisions.md).
 */

const loadExcel = async () => (await import('exceljs')).default

export class XlsxError extends Error {}

/** One cell's value as the text the import reads. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  // exceljs gives a date cell as the UTC midnight of its day.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((run) => run.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result)
  if ('hyperlink' in value) return cellText(value.text)
  if ('error' in value) return value.error
  return ''
}

/** The first sheet as rows of strings (missing cells ''), empty rows dropped. Throws XlsxError on a file that is not a spreadsheet. */
export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const ExcelJS = await loadExcel()
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(bytes.slice().buffer)
  } catch {
    throw new XlsxError('unreadable')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new XlsxError('no_sheet')
  const rows: string[][] = []
  sheet.eachRow((row) => {
    const cells: string[] = []
    row.eachCell((cell, column) => {
      // A merged range holds its value once, in its first cell.
      cells[column - 1] = cell.isMerged && cell.master !== cell ? '' : cellText(cell.value)
    })
    const filled = Array.from(cells, (cell) => cell ?? '')
    if (filled.some((cell) => cell.trim() !== '')) rows.push(filled)
  })
  return rows
}

/** One sheet of text cells; the first row bold and frozen; every column formatted as text (so Excel keeps 01/02/1990 and CPFs as typed). */
export async function writeXlsx(
  sheetName: string,
  rows: readonly (readonly string[])[],
  widths: readonly number[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await loadExcel()
  const book: Workbook = new ExcelJS.Workbook()
  book.creator = 'Celeiro'
  const sheet = book.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  const width = Math.max(1, ...rows.map((row) => row.length))
  sheet.columns = Array.from({ length: width }, (_, i) => ({
    width: widths[i] ?? 18,
    style: { numFmt: '@' },
  }))
  rows.forEach((cells, i) => {
    const row = sheet.addRow([...cells])
    if (i === 0) row.font = { bold: true }
  })
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** An Excel serial day (1900 date system) as an ISO date, or null (a date cell without a date format reads as its number). */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null
  const ms = Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000
  return new Date(ms).toISOString().slice(0, 10)
}
