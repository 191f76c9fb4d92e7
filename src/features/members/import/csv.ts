/**
 * CSV as spreadsheets write it: ';' (Excel in pt-BR) or ',' chosen from the header line,
 * quoted fields with "" for a quote, CRLF or LF, an optional UTF-8 BOM.
 */

export function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  return count(';') >= count(',') && count(';') > 0 ? ';' : ','
}

/** The cells of every line (empty lines dropped). */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const delimiter = detectDelimiter(text)
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === delimiter) {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.filter((cells) => cells.some((c) => c.trim() !== ''))
}

/** Written by the one CSV writer of every export (formula cells neutralised). */
export { writeCsv } from '../../../lib/csv'
