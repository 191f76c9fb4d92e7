/**
 * The report machinery (./report-pdf.tsx), loaded on demand: `await loadReportPdf()` gives the
 * renderer without putting the PDF library in any screen's chunk.
 */
export type { ReportColumn, ReportSpec, ReportTable } from './report-pdf'

export const loadReportPdf = () => import('./report-pdf')
