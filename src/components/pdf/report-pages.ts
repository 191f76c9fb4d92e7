import type { ReportSpec } from './report-spec'

/**
 * The report's pages worked out before rendering. @react-pdf lays a long flowing page out again
 * at every page break (a 2,400-row report took 30 s in Node); pages filled here from estimated
 * heights keep it linear. The estimates follow the styles of ./report-pdf.tsx (Helvetica's line
 * is 1.1 × the font size, measured) and err on the tall side; if a page still overflows,
 * @react-pdf wraps it onto one more page, so nothing is ever cut.
 */

/** A run of one table's rows on one page. */
export interface PageSegment {
  table: number
  /** The table's title opens this segment (its first page). */
  title: boolean
  /** Rows [from, to) of the table. */
  from: number
  to: number
  /** The total line closes this segment (its last page). */
  total: boolean
}

export interface PageGeometry {
  fontSize: number
  /** Content box of the page, in points. */
  width: number
  height: number
}

const LINE = 1.12
const CELL_PADDING = 6
const CELL_SIDE_PADDING = 8
const CHAR_WIDTH = 0.55
const line = (size: number) => size * LINE

export const GEOMETRY: Record<'A4' | 'A6', PageGeometry> = {
  // A4 (595.28 × 841.89) less the page's padding 36 and bottom 54 (the footer's room)
  A4: { fontSize: 9, width: 595.28 - 72, height: 841.89 - 36 - 54 },
  // A6 (297.64 × 419.53) less 18 and 40
  A6: { fontSize: 8, width: 297.64 - 36, height: 419.53 - 18 - 40 },
}

const BAND = 4 + 12

/** Height of the owner (and its lines), title and subtitle on the first page, below the band. */
const headingHeight = (spec: ReportSpec) =>
  line(10) +
  (spec.ownerLines?.length ?? 0) * (line(8) + 1) +
  line(16) +
  2 +
  (spec.subtitle ? line(10) + 2 + 12 : 0)

const TABLE_TITLE = line(11) + 12 + 4

/** The closing's measures, shared with ./report-pdf.tsx. */
export const CLOSING = {
  /** A paragraph's line height, as a multiple of the font size, and its top margin. */
  paragraphLine: 1.4,
  paragraphGap: 8,
  /** The signatures' top margin, the blank room to sign above each line, the line itself. */
  signaturesGap: 12,
  signRoom: 28,
  signLine: 0.75,
} as const

/** Lines a text takes in a box `width` points wide. */
const textLines = (text: string, width: number, fontSize: number) =>
  Math.max(1, Math.ceil(text.length / Math.max(1, Math.floor(width / (CHAR_WIDTH * fontSize)))))

/** Height of the paragraphs and signatures that close the last page. */
export function closingHeight(spec: ReportSpec, geometry: PageGeometry): number {
  const fs = geometry.fontSize
  let height = 0
  for (const paragraph of spec.paragraphs ?? [])
    height +=
      CLOSING.paragraphGap + textLines(paragraph, geometry.width, fs) * fs * CLOSING.paragraphLine
  const signatures = spec.signatures ?? []
  if (signatures.length > 0) {
    // two a row, each half the width: a long name or role wraps
    const rows: number[] = []
    signatures.forEach((s, i) => {
      const lines =
        textLines(s.name || ' ', geometry.width / 2 - 24, fs) +
        textLines(s.role, geometry.width / 2 - 24, fs)
      const row = Math.floor(i / 2)
      rows[row] = Math.max(rows[row] ?? 0, lines)
    })
    height +=
      CLOSING.signaturesGap +
      rows.reduce(
        (sum, lines) => sum + CLOSING.signRoom + CLOSING.signLine + 2 + lines * line(fs),
        0,
      )
  }
  return height
}

function rowHeight(
  values: readonly string[],
  shares: readonly number[],
  geometry: PageGeometry,
  border: number,
) {
  let lines = 1
  values.forEach((value, i) => {
    const width = (shares[i] ?? 0) * geometry.width - CELL_SIDE_PADDING
    lines = Math.max(lines, textLines(value, width, geometry.fontSize))
  })
  return lines * line(geometry.fontSize) + CELL_PADDING + border
}

/** Rows carried to the next page with the one that did not fit, so no page ends or starts a table with one row alone. */
const MIN_ROWS = 2

/**
 * The segments of each page, in order; one page at least. The closing (paragraphs, signatures)
 * is drawn after the last page's segments: a page is added when it does not fit.
 *
 * No orphan rows: a table starts on a page only with its first two rows (a table of three rows
 * or fewer only whole, with its total); a table that breaks across pages carries at least two rows onto the next one (the
 * last row never stands alone above the total), taking them from the page before when it has
 * rows to spare.
 */
export function reportPages(spec: ReportSpec): PageSegment[][] {
  const geometry = GEOMETRY[spec.size ?? 'A4']
  const pages: PageSegment[][] = [[]]
  let room = geometry.height - BAND - headingHeight(spec)
  const newPage = () => {
    pages.push([])
    room = geometry.height - BAND
  }
  const current = () => pages[pages.length - 1]!
  spec.tables.forEach((table, index) => {
    const sum = table.columns.reduce((s, c) => s + c.width, 0) || 1
    const shares = table.columns.map((c) => c.width / sum)
    const hasHeader = table.columns.some((c) => c.header)
    const header = hasHeader
      ? rowHeight(
          table.columns.map((c) => c.header),
          shares,
          geometry,
          0.5,
        )
      : 0
    const heights = table.rows.map((row) => rowHeight(row, shares, geometry, 0.5))
    const total = table.total ? rowHeight(table.total, shares, geometry, 1.5) : 0
    const title = table.title ? TABLE_TITLE : 0
    // the title and header never end a page alone: with the first two rows or not at all; a
    // table too short to split in two pairs (3 rows or fewer) goes whole with its total
    const small = heights.length < 2 * MIN_ROWS
    const opening =
      title +
      header +
      (small
        ? heights.reduce((a, b) => a + b, 0) + total
        : heights.slice(0, MIN_ROWS).reduce((a, b) => a + b, 0))
    if (opening > room && current().length > 0) newPage()
    room -= title
    let segment: PageSegment = { table: index, title: title > 0, from: 0, to: 0, total: false }
    room -= header
    /** Ends the page at `at` (rows before it stay) and opens the next with the header. */
    const breakAt = (at: number) => {
      segment.to = at
      current().push(segment)
      newPage()
      segment = { table: index, title: false, from: at, to: at, total: false }
      room -= header
    }
    /** Where to break when row `row` (or the total, row = heights.length) does not fit. */
    const carried = (row: number) => {
      const onPage = row - segment.from
      const after = heights.length - row
      // carry enough rows so at least MIN_ROWS go on, leaving MIN_ROWS here
      const carry = Math.max(0, Math.min(MIN_ROWS - after, onPage - MIN_ROWS))
      return row - carry
    }
    let row = 0
    while (row < heights.length) {
      const height = heights[row]!
      if (height > room && segment.to > segment.from) {
        const at = carried(row)
        breakAt(at)
        row = at
        continue
      }
      segment.to = row + 1
      room -= height
      row++
    }
    if (total > 0) {
      if (total > room && segment.to > segment.from) {
        const at = carried(heights.length)
        breakAt(at)
        for (let r = at; r < heights.length; r++) room -= heights[r]!
        segment.to = heights.length
      }
      segment.total = true
      room -= total
    }
    current().push(segment)
  })
  const closing = closingHeight(spec, geometry)
  if (closing > 0 && closing > room && current().length > 0) newPage()
  return pages
}
