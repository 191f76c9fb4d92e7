import { Document, Image, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer'
import { reportLogo } from './report-logo'
import { CLOSING, GEOMETRY, reportPages, type PageSegment } from './report-pages'
import type { ReportSignature, ReportSpec, ReportTable } from './report-spec'

/**
 * THE report machinery of the device: a titled A4 document of tables, with the church's name
 * and colour, page numbers and who generated it when, rendered to a PDF blob on the device
 * (offline: no fetch, the PDF's built-in Helvetica covers Portuguese and Spanish). Loaded only
 * through `import()` (its library is a large chunk the service worker precaches); callers pass
 * every text already translated. What a report holds is ./report-spec.ts; its pages are worked
 * out beforehand by ./report-pages.ts.
 */

/** Logo height (points): within the heading's own height, so the pages' estimates hold. */
export const LOGO_HEIGHT = 30

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 54, fontSize: 9, fontFamily: 'Helvetica', color: '#1a1a1a' },
  small: { padding: 18, paddingBottom: 40, fontSize: 8 },
  band: { height: 4, marginBottom: 12 },
  heading: { flexDirection: 'row', alignItems: 'center' },
  logo: { height: LOGO_HEIGHT, marginRight: 10 },
  owner: { fontSize: 10, color: '#555555' },
  ownerLine: { fontSize: 8, color: '#555555', marginTop: 1 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  subtitle: { fontSize: 10, marginTop: 2, marginBottom: 12 },
  tableTitle: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cccccc' },
  head: { fontFamily: 'Helvetica-Bold', backgroundColor: '#f2f2f2' },
  total: { fontFamily: 'Helvetica-Bold', borderTopWidth: 1, borderTopColor: '#1a1a1a' },
  cell: { paddingVertical: 3, paddingHorizontal: 4 },
  paragraph: { marginTop: CLOSING.paragraphGap },
  signatures: {
    marginTop: CLOSING.signaturesGap,
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
  signature: { width: '50%', paddingTop: CLOSING.signRoom, paddingHorizontal: 12 },
  signLine: { borderTopWidth: CLOSING.signLine, borderTopColor: '#1a1a1a', paddingTop: 2 },
  signName: { textAlign: 'center', fontFamily: 'Helvetica-Bold' },
  signRole: { textAlign: 'center', color: '#555555' },
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

function TableSegment({ table, segment }: { table: ReportTable; segment: PageSegment }) {
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
      {segment.title && table.title ? <Text style={styles.tableTitle}>{table.title}</Text> : null}
      {table.columns.some((c) => c.header) ? (
        <View style={[styles.row, styles.head]} fixed>
          {cells(table.columns.map((c) => c.header))}
        </View>
      ) : null}
      {table.rows.slice(segment.from, segment.to).map((row, i) => (
        <View key={i} style={styles.row} wrap={false}>
          {cells(row)}
        </View>
      ))}
      {segment.total && table.total ? (
        <View style={[styles.row, styles.total]} wrap={false}>
          {cells(table.total)}
        </View>
      ) : null}
    </View>
  )
}

function Signature({ signature }: { signature: ReportSignature }) {
  return (
    <View style={styles.signature} wrap={false}>
      <View style={styles.signLine}>
        <Text style={styles.signName}>{signature.name || ' '}</Text>
        <Text style={styles.signRole}>{signature.role}</Text>
      </View>
    </View>
  )
}

/** The paragraphs and signature lines after the last table (./report-pages.ts keeps room for them). */
function Closing({ spec }: { spec: ReportSpec }) {
  // @react-pdf multiplies a line height by the style's own font size (18 when not set there)
  const fontSize = GEOMETRY[spec.size ?? 'A4'].fontSize
  return (
    <>
      {(spec.paragraphs ?? []).map((text, i) => (
        <Text key={i} style={[styles.paragraph, { fontSize, lineHeight: CLOSING.paragraphLine }]}>
          {text}
        </Text>
      ))}
      {spec.signatures?.length ? (
        <View style={styles.signatures} wrap={false}>
          {spec.signatures.map((signature, i) => (
            <Signature key={i} signature={signature} />
          ))}
        </View>
      ) : null}
    </>
  )
}

function ReportDocument({ spec, logo }: { spec: ReportSpec; logo: string | null }) {
  const hasRows = spec.tables.some((t) => t.rows.length > 0)
  const pages = hasRows || !spec.empty ? reportPages(spec) : [[]]
  const pageStyle = spec.size === 'A6' ? [styles.page, styles.small] : styles.page
  return (
    <Document title={spec.title} author={spec.owner} creator="Celeiro" producer="Celeiro">
      {pages.map((segments, page) => (
        <Page key={page} size={spec.size ?? 'A4'} style={pageStyle}>
          <View style={[styles.band, { backgroundColor: spec.color }]} fixed />
          {page === 0 ? (
            <>
              <View style={styles.heading}>
                {logo ? <Image src={logo} style={styles.logo} /> : null}
                <View>
                  <Text style={styles.owner}>{spec.owner}</Text>
                  {(spec.ownerLines ?? []).map((text, i) => (
                    <Text key={i} style={styles.ownerLine}>
                      {text}
                    </Text>
                  ))}
                  <Text style={styles.title}>{spec.title}</Text>
                </View>
              </View>
              {spec.subtitle ? <Text style={styles.subtitle}>{spec.subtitle}</Text> : null}
              {hasRows || !spec.empty ? null : <Text>{spec.empty}</Text>}
            </>
          ) : null}
          {segments.map((segment) => (
            <TableSegment
              key={`${segment.table}-${segment.from}`}
              table={spec.tables[segment.table]!}
              segment={segment}
            />
          ))}
          {page === pages.length - 1 ? <Closing spec={spec} /> : null}
          <View style={styles.footer} fixed>
            <Text>{spec.generated}</Text>
            <Text render={({ pageNumber, totalPages }) => spec.pageLabel(pageNumber, totalPages)} />
          </View>
        </Page>
      ))}
    </Document>
  )
}

/** The report as a PDF file's bytes. */
export async function renderReportPdf(spec: ReportSpec): Promise<Blob> {
  const logo = await reportLogo(spec.logo)
  return pdf(<ReportDocument spec={spec} logo={logo} />).toBlob()
}
