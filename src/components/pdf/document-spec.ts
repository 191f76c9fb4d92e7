import type { ReportBranding, ReportSignature } from './report-spec'

/**
 * A document a church hands to a person (./document-pdf.tsx draws it): a letter on the church's
 * letterhead (A4 portrait) or a certificate (A4 landscape, framed in the church's colour). Types
 * only; every text arrives translated.
 */
export interface DocumentSpec extends ReportBranding {
  layout: 'letter' | 'certificate'
  /** The church's name and the lines under it (CNPJ, address). */
  church: string
  churchLines: readonly string[]
  title: string
  /** Label and value lines (the member's data on a letter). */
  facts?: readonly (readonly [string, string])[]
  paragraphs: readonly string[]
  /** "29 de novembro de 2026", above the signatures. */
  dateLine: string
  signatures: readonly ReportSignature[]
  /** Small print at the foot ("Emitido por … em …"). */
  footer: string
}
