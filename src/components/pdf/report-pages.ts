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

/** Height of the owner, title and subtitle on the first page, below the band. */
const headingHeight = (spec: ReportSpec) =>
  line(10) + line(16) + 2 + (spec.subtitle ? line(10) + 2 + 12 : 0)

const TABLE_TITLE = line(11) + 12 + 4

function rowHeight(
  values: readonly string[],
  shares: readonly number[],
  geometry: PageGeometry,
  border: number,
) {
  let lines = 1
  values.forEach((value, i) => {
    const width = (shares[i] ?? 0) * geometry.width - CELL_SIDE_PADDING
    const perLine = Math.max(1, Math.floor(width / (CHAR_WIDTH * geometry.fontSize)))
    lines = Math.max(lines, Math.ceil(value.length / perLine))
  })
  return lines * line(geometry.fontSize) + CELL_PADDING + border
}

/** The segments of each page, in order; one page at least. */
export function reportPages(spec: ReportSpec): PageSegment[][] {
  const geometry = GEOMETRY[spec.size ?? 'A4']
  const pages: PageSegment[][] = [[]]
  let room = geometry.height - BAND - headingHeight(spec)
  const newPage = () => {
    pages.push([])
    room = geometry.height - BAND
  }
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
    // the title and header never end a page alone: with the first row (or the total) or not at all
    const opening = title + header + (heights[0] ?? total)
    if (opening > room && pages[pages.length - 1]!.length > 0) newPage()
    room -= title
    let segment: PageSegment = { table: index, title: title > 0, from: 0, to: 0, total: false }
    room -= header
    heights.forEach((height, row) => {
      if (height > room && segment.to > segment.from) {
        pages[pages.length - 1]!.push(segment)
        newPage()
        segment = { table: index, title: false, from: row, to: row, total: false }
        room -= header
      }
      segment.to = row + 1
      room -= height
    })
    if (total > 0) {
      if (total > room && segment.to > segment.from) {
        pages[pages.length - 1]!.push(segment)
        newPage()
        segment = {
          table: index,
          title: false,
          from: heights.length,
          to: heights.length,
          total: false,
        }
        room -= header
      }
      segment.total = true
      room -= total
    }
    pages[pages.length - 1]!.push(segment)
  })
  return pages
}
