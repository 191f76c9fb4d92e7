// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the bench tsconfig compiles this file without src/**/*.d.ts
/// <reference path="./qrcode-create.d.ts" />
import { Document, Image, Page, Path, StyleSheet, Svg, Text, View, pdf } from '@react-pdf/renderer'
import { create as createQr } from 'qrcode'
import {
  A4_PT,
  CARD_PT,
  initialsOf,
  qrPath,
  sheetSlots,
  sheetsOf,
  type CardDocumentSpec,
  type MemberCardData,
} from './card-layout'

/**
 * The member card PDF (issue 52), made on the device with @react-pdf/renderer (offline: the
 * built-in Helvetica, the photo and logo as data URLs, the QR code drawn as vector squares).
 * Loaded only through `import()`. Front: the church's colour band with its logo and name, the
 * photo, name, category, member since, valid until. Back: the QR code of the public check, the
 * church, a signature line.
 */

const PHOTO = 64
const QR = 84

const styles = StyleSheet.create({
  card: {
    width: CARD_PT.width,
    height: CARD_PT.height,
    fontFamily: 'Helvetica',
    color: '#1a1a1a',
    backgroundColor: '#ffffff',
    overflow: 'hidden',
  },
  band: {
    height: 32,
    flexDirection: 'row',
    alignItems: 'center',
    paddingHorizontal: 8,
  },
  logo: { height: 22, marginRight: 6 },
  bandText: { width: CARD_PT.width - 16 - 28 },
  church: { fontSize: 8.5, fontFamily: 'Helvetica-Bold', color: '#ffffff' },
  title: { fontSize: 6, color: '#ffffff', marginTop: 1 },
  body: { flexDirection: 'row', paddingHorizontal: 9, paddingTop: 9 },
  photo: { width: PHOTO, height: PHOTO, objectFit: 'cover', borderRadius: 3 },
  initials: {
    width: PHOTO,
    height: PHOTO,
    borderRadius: 3,
    backgroundColor: '#eeeeee',
    justifyContent: 'center',
    alignItems: 'center',
  },
  initialsText: { fontSize: 22, fontFamily: 'Helvetica-Bold', color: '#777777' },
  // Fixed widths: @react-pdf wraps text only inside a known width.
  details: { marginLeft: 9, width: CARD_PT.width - 18 - PHOTO - 9 },
  name: { fontSize: 10, fontFamily: 'Helvetica-Bold', maxLines: 2 },
  category: { fontSize: 8, marginTop: 2 },
  line: { fontSize: 7, marginTop: 4, color: '#444444' },
  strong: { fontFamily: 'Helvetica-Bold', color: '#1a1a1a' },
  foot: { position: 'absolute', left: 0, right: 0, bottom: 0, height: 5 },
  back: { flexDirection: 'row', padding: 10, alignItems: 'center', flexGrow: 1 },
  backText: { marginLeft: 10, width: CARD_PT.width - 20 - QR - 10 },
  scan: { fontSize: 7.5 },
  backChurch: { fontSize: 8, fontFamily: 'Helvetica-Bold', marginTop: 6 },
  sign: { marginTop: 22, borderTopWidth: 0.6, borderTopColor: '#1a1a1a', paddingTop: 2 },
  signLabel: { fontSize: 6.5, textAlign: 'center', color: '#444444' },
  cut: { position: 'absolute', borderWidth: 0.3, borderColor: '#bbbbbb', borderStyle: 'dashed' },
})

type Qr = { size: number; path: string }

function qrOf(url: string): Qr {
  const { modules } = createQr(url, { errorCorrectionLevel: 'M' })
  return { size: modules.size, path: qrPath(modules.size, (r, c) => Boolean(modules.get(r, c))) }
}

function Front({ card, spec }: { card: MemberCardData; spec: CardDocumentSpec }) {
  return (
    <View style={styles.card}>
      <View style={[styles.band, { backgroundColor: spec.colour }]}>
        {spec.logo ? <Image src={spec.logo} style={styles.logo} /> : null}
        <View style={styles.bandText}>
          <Text style={styles.church}>{card.church}</Text>
          <Text style={styles.title}>{spec.labels.title}</Text>
        </View>
      </View>
      <View style={styles.body}>
        {card.photo ? (
          <Image src={card.photo} style={styles.photo} />
        ) : (
          <View style={styles.initials}>
            <Text style={styles.initialsText}>{initialsOf(card.name)}</Text>
          </View>
        )}
        <View style={styles.details}>
          <Text style={styles.name}>{card.name}</Text>
          <Text style={styles.category}>{card.category}</Text>
          {card.memberSince ? (
            <Text style={styles.line}>
              {spec.labels.memberSince} <Text style={styles.strong}>{card.memberSince}</Text>
            </Text>
          ) : null}
          <Text style={styles.line}>
            {spec.labels.validUntil} <Text style={styles.strong}>{card.validUntil}</Text>
          </Text>
        </View>
      </View>
      <View style={[styles.foot, { backgroundColor: spec.colour }]} />
    </View>
  )
}

function Back({ card, spec, qr }: { card: MemberCardData; spec: CardDocumentSpec; qr: Qr }) {
  return (
    <View style={styles.card}>
      <View style={styles.back}>
        <Svg width={QR} height={QR} viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}>
          <Path d={qr.path} fill="#000000" />
        </Svg>
        <View style={styles.backText}>
          <Text style={styles.scan}>{spec.labels.scan}</Text>
          <Text style={styles.backChurch}>{card.church}</Text>
          <View style={styles.sign}>
            <Text style={styles.signLabel}>{spec.labels.signature}</Text>
          </View>
        </View>
      </View>
      <View style={[styles.foot, { backgroundColor: spec.colour }]} />
    </View>
  )
}

/**
 * One A4 page of up to 10 fronts or backs, each inside a dashed cutting line. Its pages never
 * flow onto another (`wrap={false}`): @react-pdf then skips its pagination pass, which laid out
 * every page a second time.
 */
function Sheet({
  cards,
  back,
  spec,
  qrs,
}: {
  cards: MemberCardData[]
  back: boolean
  spec: CardDocumentSpec
  qrs: Map<string, Qr>
}) {
  const slots = sheetSlots(back)
  return (
    <Page size={[A4_PT.width, A4_PT.height]} style={{ position: 'relative' }} wrap={false}>
      {cards.map((card, i) => {
        const slot = slots[i]!
        return (
          <View key={card.memberId} style={{ position: 'absolute', left: slot.x, top: slot.y }}>
            {back ? (
              <Back card={card} spec={spec} qr={qrs.get(card.memberId)!} />
            ) : (
              <Front card={card} spec={spec} />
            )}
            <View
              style={[
                styles.cut,
                { left: 0, top: 0, width: CARD_PT.width, height: CARD_PT.height },
              ]}
            />
          </View>
        )
      })}
    </Page>
  )
}

export function CardDocument({ spec }: { spec: CardDocumentSpec }) {
  const qrs = new Map(spec.cards.map((card) => [card.memberId, qrOf(card.checkUrl)]))
  const size: [number, number] = [CARD_PT.width, CARD_PT.height]
  return (
    <Document title={spec.labels.title} creator="Celeiro" producer="Celeiro">
      {spec.layout === 'single'
        ? spec.cards.flatMap((card) => [
            <Page key={`${card.memberId}-f`} size={size} wrap={false}>
              <Front card={card} spec={spec} />
            </Page>,
            <Page key={`${card.memberId}-b`} size={size} wrap={false}>
              <Back card={card} spec={spec} qr={qrs.get(card.memberId)!} />
            </Page>,
          ])
        : sheetsOf(spec.cards).flatMap((cards, i) => [
            <Sheet key={`${i}-f`} cards={cards} back={false} spec={spec} qrs={qrs} />,
            <Sheet key={`${i}-b`} cards={cards} back spec={spec} qrs={qrs} />,
          ])}
    </Document>
  )
}

/**
 * The cards' PDF as a Blob, with one image object per distinct photo or logo (issue 52).
 *
 * @react-pdf shares a drawn image between the places that show the same `src` only when its
 * layout has tagged it with a key, and the layout tags it after `Buffer.isBuffer(source)` — a
 * Node global the browser lacks: the ReferenceError is swallowed and every card embedded its own
 * copy (100 cards: 100 photos and 100 logos; the bench's ten photos made 5.1 MB, now 0.67 MB).
 * While it renders, a `Buffer` that says no value is a Node buffer stands in (true here: every
 * `src` is a data URL); removed after, and never put over a real one.
 */
export async function renderCardPdf(spec: CardDocumentSpec): Promise<Blob> {
  const scope = globalThis as { Buffer?: unknown }
  const lent = !('Buffer' in scope)
  if (lent) scope.Buffer = { isBuffer: () => false }
  try {
    return await pdf(<CardDocument spec={spec} />).toBlob()
  } finally {
    if (lent) delete scope.Buffer
  }
}
