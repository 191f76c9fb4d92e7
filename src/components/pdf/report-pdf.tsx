import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer'

/**
 * THE report machinery of the device: a titled A4 document of tables, with the church's name
 * and colour, page numbers and who generated it when, rendered to a PDF blob on the device
 * (offline: no fetch, the PDF's built-in Helvetica covers Portuguese and Spanish). Loaded only
 * through `import()` (its library is a large chunk the service worker precaches); callers pass
 * every text already translated.
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

export interface ReportSpec {
  title: string
  subtitle?: string
  /** The organisation the report is of (a church, a sector...). */
  owner: string
  /** '#rrggbb' of the owner's branding. */
  color: string
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

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 54, fontSize: 9, fontFamily: 'Helvetica', color: '#1a1a1a' },
  small: { padding: 18, paddingBottom: 40, fontSize: 8 },
  band: { height: 4, marginBottom: 12 },
  owner: { fontSize: 10, color: '#555555' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  subtitle: { fontSize: 10, marginTop: 2, marginBottom: 12 },
  tableTitle: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cccccc' },
  head: { fontFamily: 'Helvetica-Bold', backgroundColor: '#f2f2f2' },
  total: { fontFamily: 'Helvetica-Bold', borderTopWidth: 1, borderTopColor: '#1a1a1a' },
  cell: { paddingVertical: 3, paddingHorizontal: 4 },
  footer: {
    position: 'absolute',
    left: 36,
    right: 36,
    bottom: 24,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: '#555555',
  },
})

function TableBlock({ table }: { table: ReportTable }) {
  const cells = (values: readonly string[]) =>
    table.columns.map((column, i) => (
      <Text
        key={i}
        style={[styles.cell, { flex: column.width, textAlign: column.align ?? 'left' }]}
      >
        {values[i] ?? ''}
      </Text>
    ))
  return (
    <View>
      {table.title ? <Text style={styles.tableTitle}>{table.title}</Text> : null}
      {table.columns.some((c) => c.header) ? (
        <View style={[styles.row, styles.head]} fixed>
          {cells(table.columns.map((c) => c.header))}
        </View>
      ) : null}
      {table.rows.map((row, i) => (
        <View key={i} style={styles.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
      {table.total ? (
        <View style={[styles.row, styles.total]} wrap={false}>
          {cells(table.total)}
        </View>
      ) : null}
    </View>
  )
}

function ReportDocument({ spec }: { spec: ReportSpec }) {
  const hasRows = spec.tables.some((t) => t.rows.length > 0)
  return (
    <Document title={spec.title} author={spec.owner} creator="Celeiro" producer="Celeiro">
      <Page
        size={spec.size ?? 'A4'}
        style={spec.size === 'A6' ? [styles.page, styles.small] : styles.page}
      >
        <View style={[styles.band, { backgroundColor: spec.color }]} fixed />
        <Text style={styles.owner}>{spec.owner}</Text>
        <Text style={styles.title}>{spec.title}</Text>
        {spec.subtitle ? <Text style={styles.subtitle}>{spec.subtitle}</Text> : null}
        {hasRows || !spec.empty ? (
          spec.tables.map((table, i) => <TableBlock key={i} table={table} />)
        ) : (
          <Text>{spec.empty}</Text>
        )}
        <View style={styles.footer} fixed>
          <Text>{spec.generated}</Text>
          <Text render={({ pageNumber, totalPages }) => spec.pageLabel(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  )
}

/** The report as a PDF file's bytes. */
export function renderReportPdf(spec: ReportSpec): Promise<Blob> {
  return pdf(<ReportDocument spec={spec} />).toBlob()
}
