/**
 * THE spreadsheet writer of every export (XLSX, with exceljs loaded only when a file is made):
 * one sheet per table, a bold header, column widths, money columns as numbers in reais with the
 * real's format. Cells are values, never formulas: text that looks like one stays text.
 */

export interface SheetSpec {
  name: string
  header: readonly string[]
  rows: readonly (readonly (string | number)[])[]
  /** Character widths per column. */
  widths?: readonly number[]
  /** Indexes of the columns holding centavos (written as reais). */
  money?: readonly number[]
  /** A bold last row (totals), in the same units as `rows`. */
  total?: readonly (string | number)[]
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export async function writeXlsx(sheets: readonly SheetSpec[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  book.creator = 'Celeiro'
  for (const spec of sheets) {
    const sheet = book.addWorksheet(spec.name.slice(0, 31))
    const money = new Set(spec.money ?? [])
    const row = (cells: readonly (string | number)[]) =>
      cells.map((cell, i) => (money.has(i) && typeof cell === 'number' ? cell / 100 : cell))
    sheet.addRow([...spec.header]).font = { bold: true }
    for (const cells of spec.rows) sheet.addRow(row(cells))
    if (spec.total) sheet.addRow(row(spec.total)).font = { bold: true }
    sheet.columns.forEach((column, i) => {
      column.width = spec.widths?.[i] ?? 16
      if (money.has(i)) column.numFmt = '"R$" #,##0.00'
    })
  }
  return book.xlsx.writeBuffer()
}
