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

/** A line to sign on: the role under it, the name above it when known. */
export interface ReportSignature {
  /** "Tesoureiro", "Pastor presidente"... */
  role: string
  /** The person's name, printed above the role; blank leaves only the line. */
  name?: string
}

export interface ReportSpec extends ReportBranding {
  title: string
  subtitle?: string
  /** The organisation the report is of (a church, a sector...). */
  owner: string
  /** Small lines under the owner's name: its CNPJ, its address. */
  ownerLines?: readonly string[]
  /** "Gerado por Maria em 24/11/2026 19:42". */
  generated: string
  /** (page, pages) => "Página 1 de 3". */
  pageLabel: (page: number, pages: number) => string
  tables: readonly ReportTable[]
  /** Shown instead of the tables when there is no row at all. */
  empty?: string
  /** A4 (default) for reports; A6 for a receipt that fits a phone's screen. */
  size?: 'A4' | 'A6'
  /** Text after the tables, on the last page (a receipt's declaration, a place and date). */
  paragraphs?: readonly string[]
  /** Signature lines closing the last page, two side by side. */
  signatures?: readonly ReportSignature[]
}
