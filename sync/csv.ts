/**
 * The one CSV writer of every export (members, transfers, needs-attention). It lives at the
 * bottom of the import chain so the offline engine (the attention export) and the app (through
 * src/lib/csv) share it.
 *
 * Formula injection (OWASP "CSV Injection"): a cell a spreadsheet would run as a formula, one
 * starting with = + - @, a tab or a carriage return (or their full-width forms), also after
 * leading spaces or quotes, is written with a single quote in front and quoted, so it shows as
 * text. A cell that is only a number ("-12", "-3,50", "+1.5") is left as it is: a number cannot
 * be a formula, and a numeric column keeps its negative values readable and summable.
 */

const TRIGGER = /^[\s"']*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/

/** Whether a spreadsheet could read this cell as a formula. */
export function isFormulaLike(value: string): boolean {
  return TRIGGER.test(value) && !PLAIN_NUMBER.test(value)
}

/** One cell: neutralised if it could be a formula, quoted when it must be ("" for a quote). */
export function csvCell(value: string, delimiter: string): string {
  if (isFormulaLike(value)) return `"'${value.replace(/"/g, '""')}"`
  return /["\r\n]/.test(value) || value.includes(delimiter)
    ? `"${value.replace(/"/g, '""')}"`
    : value
}

/** One line of cells, without its line end. */
export function csvLine(cells: readonly string[], delimiter: ';' | ','): string {
  return cells.map((c) => csvCell(c, delimiter)).join(delimiter)
}

/** A CSV file (BOM so Excel reads UTF-8; ';' by default, as Excel in pt-BR expects). */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: ';' | ',' = ';'): string {
  return '\uFEFF' + rows.map((cells) => csvLine(cells, delimiter)).join('\r\n') + '\r\n'
}
