import {
  Document,
  Image,
  Page,
  StyleSheet,
  Text,
  View,
  pdf,
  type Styles,
} from '@react-pdf/renderer'
import type { DocumentSpec } from './document-spec'
import { reportLogo } from './report-logo'
import type { ReportSignature } from './report-spec'

/**
 * Letters and certificates made on the device (offline, built-in Helvetica and Times: Portuguese
 * and Spanish accents), with the church's logo and colour. Loaded only through `import()`, like
 * the report machinery (./report-pdf.tsx), whose logo it shares.
 */

const styles = StyleSheet.create({
  letter: {
    padding: 56,
    paddingBottom: 64,
    fontSize: 11,
    fontFamily: 'Helvetica',
    color: '#1a1a1a',
  },
  head: { flexDirection: 'row', alignItems: 'center', paddingBottom: 10, borderBottomWidth: 2 },
  logo: { height: 48, marginRight: 14 },
  church: { fontSize: 14, fontFamily: 'Helvetica-Bold' },
  churchLine: { fontSize: 9, color: '#555555', marginTop: 2 },
  title: {
    fontSize: 16,
    fontFamily: 'Helvetica-Bold',
    textAlign: 'center',
    marginTop: 28,
    marginBottom: 18,
  },
  facts: { marginBottom: 10 },
  fact: { flexDirection: 'row', paddingVertical: 2 },
  factLabel: { width: 150, color: '#555555' },
  factValue: { flex: 1, fontFamily: 'Helvetica-Bold' },
  // @react-pdf multiplies a line height by the style's own font size (18 when not set there)
  paragraph: { marginTop: 10, fontSize: 11, lineHeight: 1.5, textAlign: 'justify' },
  dateLine: { marginTop: 24, textAlign: 'right' },
  signatures: {
    marginTop: 24,
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'space-around',
  },
  signature: { width: '42%', paddingTop: 40 },
  signLine: { borderTopWidth: 0.75, borderTopColor: '#1a1a1a', paddingTop: 3 },
  signName: { textAlign: 'center', fontFamily: 'Helvetica-Bold', fontSize: 10 },
  signRole: { textAlign: 'center', color: '#555555', fontSize: 10 },
  footer: { position: 'absolute', left: 56, right: 56, bottom: 28, fontSize: 8, color: '#777777' },
  // the certificate
  certificate: { padding: 22, fontFamily: 'Helvetica', color: '#1a1a1a' },
  frame: { flex: 1, borderWidth: 6, padding: 6 },
  inner: {
    flex: 1,
    borderWidth: 1,
    paddingHorizontal: 48,
    paddingVertical: 22,
    alignItems: 'center',
  },
  certLogo: { height: 56, marginBottom: 6 },
  certChurch: { fontSize: 13, fontFamily: 'Helvetica-Bold', textAlign: 'center' },
  certChurchLine: { fontSize: 8, color: '#555555', textAlign: 'center', marginTop: 1 },
  certTitle: {
    fontSize: 30,
    fontFamily: 'Times-BoldItalic',
    textAlign: 'center',
    marginTop: 36,
    marginBottom: 18,
  },
  certParagraph: { fontSize: 13, lineHeight: 1.5, textAlign: 'center', marginTop: 6 },
  certDate: { fontSize: 11, marginTop: 28, textAlign: 'center' },
  certSignatures: {
    flexDirection: 'row',
    justifyContent: 'space-around',
    width: '100%',
    marginTop: 'auto',
  },
  certSignature: { width: '36%', paddingTop: 30 },
  certFooter: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 8,
    fontSize: 7,
    color: '#777777',
    textAlign: 'center',
  },
})

function Signature({ signature, width }: { signature: ReportSignature; width: Styles[string] }) {
  return (
    <View style={width} wrap={false}>
      <View style={styles.signLine}>
        <Text style={styles.signName}>{signature.name || ' '}</Text>
        <Text style={styles.signRole}>{signature.role}</Text>
      </View>
    </View>
  )
}

function Letter({ spec, logo }: { spec: DocumentSpec; logo: string | null }) {
  return (
    <Page size="A4" style={styles.letter}>
      <View style={[styles.head, { borderBottomColor: spec.color }]}>
        {logo ? <Image src={logo} style={styles.logo} /> : null}
        <View>
          <Text style={styles.church}>{spec.church}</Text>
          {spec.churchLines.map((line, i) => (
            <Text key={i} style={styles.churchLine}>
              {line}
            </Text>
          ))}
        </View>
      </View>
      <Text style={styles.title}>{spec.title}</Text>
      {spec.facts?.length ? (
        <View style={styles.facts}>
          {spec.facts.map(([label, value], i) => (
            <View key={i} style={styles.fact}>
              <Text style={styles.factLabel}>{label}</Text>
              <Text style={styles.factValue}>{value}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {spec.paragraphs.map((text, i) => (
        <Text key={i} style={styles.paragraph}>
          {text}
        </Text>
      ))}
      <Text style={styles.dateLine}>{spec.dateLine}</Text>
      <View style={styles.signatures} wrap={false}>
        {spec.signatures.map((signature, i) => (
          <Signature key={i} signature={signature} width={styles.signature} />
        ))}
      </View>
      <Text style={styles.footer} fixed>
        {spec.footer}
      </Text>
    </Page>
  )
}

function Certificate({ spec, logo }: { spec: DocumentSpec; logo: string | null }) {
  return (
    <Page size="A4" orientation="landscape" style={styles.certificate}>
      <View style={[styles.frame, { borderColor: spec.color }]}>
        <View style={[styles.inner, { borderColor: spec.color }]}>
          {logo ? <Image src={logo} style={styles.certLogo} /> : null}
          <Text style={styles.certChurch}>{spec.church}</Text>
          {spec.churchLines.map((line, i) => (
            <Text key={i} style={styles.certChurchLine}>
              {line}
            </Text>
          ))}
          <Text style={[styles.certTitle, { color: spec.color }]}>{spec.title}</Text>
          {spec.paragraphs.map((text, i) => (
            <Text key={i} style={styles.certParagraph}>
              {text}
            </Text>
          ))}
          <Text style={styles.certDate}>{spec.dateLine}</Text>
          <View style={styles.certSignatures}>
            {spec.signatures.map((signature, i) => (
              <Signature key={i} signature={signature} width={styles.certSignature} />
            ))}
          </View>
        </View>
      </View>
      <Text style={styles.certFooter}>{spec.footer}</Text>
    </Page>
  )
}

/** The document as a PDF file's bytes: one page. */
export async function renderDocumentPdf(spec: DocumentSpec): Promise<Blob> {
  const logo = await reportLogo(spec.logo)
  return pdf(
    <Document title={spec.title} author={spec.church} creator="Celeiro" producer="Celeiro">
      {spec.layout === 'letter' ? (
        <Letter spec={spec} logo={logo} />
      ) : (
        <Certificate spec={spec} logo={logo} />
      )}
    </Document>,
  ).toBlob()
}
