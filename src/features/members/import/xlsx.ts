import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'

/**
 * The little of .xlsx (Office Open XML) the import needs: write one sheet of text cells (the
 * template) and read the first sheet's cell values as strings. Numbers come back as written
 * (`45123`, a date cell's serial number); the column decides what they mean.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Control characters are not allowed in XML 1.0 (tab, LF, CR are).
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  )
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? ''
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? parseInt(entity.slice(2), 16)
        : Number(entity.slice(1))
    return String.fromCodePoint(code)
  })
}

/** 0 -> 'A', 26 -> 'AA'. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** 'A' -> 0, 'AA' -> 26. */
export function columnIndex(name: string): number {
  let index = 0
  for (const char of name.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64)
  return index - 1
}

/** One sheet of text cells; the first row bold; every column formatted as text (so Excel keeps 01/02/1990 and CPFs as typed). */
export function writeXlsx(
  sheetName: string,
  rows: readonly (readonly string[])[],
  widths: readonly number[] = [],
): Uint8Array {
  const width = Math.max(1, ...rows.map((r) => r.length))
  const cols = Array.from(
    { length: width },
    (_, i) =>
      `<col min="${i + 1}" max="${i + 1}" width="${widths[i] ?? 18}" style="1" customWidth="1"/>`,
  ).join('')
  const body = rows
    .map((cells, r) => {
      const xml = cells
        .map(
          (value, c) =>
            `<c r="${columnName(c)}${r + 1}" t="inlineStr" s="${r === 0 ? 2 : 1}"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`,
        )
        .join('')
      return `<row r="${r + 1}">${xml}</row>`
    })
    .join('')
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${NS_PKG_REL}"><Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>`,
    'xl/worksheets/sheet1.xml': `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${body}</sheetData></worksheet>`,
  }
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, xml]) => [path, strToU8(xml)])),
  )
}

/** The text of every <t> inside `xml` (a shared string or an inline string may be split in runs). */
function textOf(xml: string): string {
  let text = ''
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1] ?? ''
  return unescapeXml(text)
}

const ATTRIBUTE_PATTERNS = new Map<string, RegExp>()

function attribute(attrs: string, name: string): string | undefined {
  let pattern = ATTRIBUTE_PATTERNS.get(name)
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}="([^"]*)"`)
    ATTRIBUTE_PATTERNS.set(name, pattern)
  }
  return pattern.exec(attrs)?.[1]
}

function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml']
  const rels = files['xl/_rels/workbook.xml.rels']
  if (workbook && rels) {
    const sheet = /<sheet\b([^>]*)\/?>/.exec(strFromU8(workbook))?.[1] ?? ''
    const relId = attribute(sheet, 'r:id')
    for (const rel of strFromU8(rels).matchAll(/<Relationship\b([^>]*)\/?>/g)) {
      if (attribute(rel[1] ?? '', 'Id') !== relId) continue
      const target = attribute(rel[1] ?? '', 'Target') ?? ''
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`
    }
  }
  return 'xl/worksheets/sheet1.xml'
}

export class XlsxError extends Error {}

/** The first sheet as rows of strings (missing cells ''), empty rows dropped. Throws XlsxError on a file that is not a spreadsheet. */
export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes)
  } catch {
    throw new XlsxError('not_a_zip')
  }
  const sheet = files[firstSheetPath(files)]
  if (!sheet) throw new XlsxError('no_sheet')
  const sharedXml = files['xl/sharedStrings.xml']
  const shared = sharedXml
    ? [...strFromU8(sharedXml).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? ''))
    : []
  const rows: string[][] = []
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = []
    let next = 0
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cellMatch[1] ?? ''
      const inner = cellMatch[2] ?? ''
      const ref = /^([A-Z]+)/i.exec(attribute(attrs, 'r') ?? '')?.[1]
      const col = ref ? columnIndex(ref) : next
      next = col + 1
      const type = attribute(attrs, 't')
      const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1]
      let value: string
      if (type === 's') value = shared[Number(raw)] ?? ''
      else if (type === 'inlineStr') value = textOf(inner)
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE'
      else value = unescapeXml(raw ?? '')
      while (cells.length < col) cells.push('')
      cells[col] = value
    }
    if (cells.some((c) => c.trim() !== '')) rows.push(cells)
  }
  return rows
}

/** An Excel serial day (1900 date system) as an ISO date, or null. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null
  const ms = Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000
  return new Date(ms).toISOString().slice(0, 10)
}
