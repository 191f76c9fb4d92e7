/**
 * The report machinery (./report-pdf.tsx), loaded on demand: `await loadReportPdf()` gives the
 * renderer without putting the PDF library in any screen's chunk.
 */
export type {
  ReportBranding,
  ReportColumn,
  ReportSignature,
  ReportSpec,
  ReportTable,
} from './report-spec'
export { useReportBranding } from './use-report-branding'

export const loadReportPdf = () => import('./report-pdf')
export {
  letterheadLines,
  letterheadOf,
  useChurchLetterhead,
  type Letterhead,
} from './use-church-letterhead'
export type { DocumentSpec } from './document-spec'
/** Letters and certificates (./document-pdf.tsx), loaded on demand like the reports. */
export const loadDocumentPdf = () => import('./document-pdf')
