/** The one CSV writer of every export (sync/csv.ts: formula cells neutralised per OWASP). */
export { writeCsv, csvLine, isFormulaLike } from '../../sync'
