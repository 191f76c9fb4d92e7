/**
 * What a report holds (the report machinery's input): every caller builds one, ./report-pages.ts
 * works out its pages and ./report-pdf.tsx draws it. Types only, so a feature that builds a spec
 * does not load the PDF library.
 */

export interface ReportColumn {
  header: string
  /** Share of the row's width (flex). */
  width: number
  align?: 'left' | 'right'
}

export interface ReportTable {
  title?: string
  columns: readonly ReportColumn[]
  rows: readonly (readonly string[])[]
  /** A bold last line (totals), aligned with the columns. */
  total?: readonly string[]
}

/** The church's colour and logo (useReportBranding). */
export interface ReportBranding {
  /** '#rrggbb' of the owner's branding. */
  color: string
  /** Logo sources to try in order (resolveBranding(me).logoCandidates). */
  logo?: readonly string[]
}

export interface ReportSpec extends ReportBranding {
  title: string
  subtitle?: string
  /** The organisation the report is of (a church, a sector...). */
  owner: string
  /** "Gerado por Maria em 24/11/2026 19:42". */
  generated: string
  /** (page, pages) => "Página 1 de 3". */
  pageLabel: (page: number, pages: number) => string
  tables: readonly ReportTable[]
  /** Shown instead of the tables when there is no row at all. */
  empty?: string
  /** A4 (default) for reports; A6 for a receipt that fits a phone's screen. */
  size?: 'A4' | 'A6'
}
