import { cardCheckUrl, type CardDocumentSpec } from '../../../src/features/members/card/card-layout'

/**
 * 100 member cards with photos to a finished PDF (issue 52), timed in the browser: the photos are
 * 512 px square JPEGs of noise (the device's photo size, about as heavy as a real one), made
 * before the clock starts; the clock runs from the cards' data to the PDF blob (A4 sheets of
 * 10, fronts and backs, QR codes included). The first render loads the PDF chunk and is
 * reported apart. Goal: under 5 s.
 */
export interface CardsFigure {
  cards: number
  firstLoadMs: number
  /** Median of the timed runs. */
  totalMs: number
  runs: number[]
  bytes: number
  /** Image objects in the PDF (one per distinct photo when the renderer shares them). */
  images: number
  photoBytes: number
}

const CARDS = 100
const RUNS = 3

async function photo(seed: number): Promise<string> {
  const canvas = new OffscreenCanvas(512, 512)
  const context = canvas.getContext('2d')!
  const image = context.createImageData(512, 512)
  let s = seed
  for (let i = 0; i < image.data.length; i += 4) {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    image.data[i] = 120 + (s & 63)
    image.data[i + 1] = 90 + ((s >> 6) & 63)
    image.data[i + 2] = 70 + ((s >> 12) & 63)
    image.data[i + 3] = 255
  }
  context.putImageData(image, 0, 0)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.72 })
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.readAsDataURL(blob)
  })
}

export async function memberCardsBench(): Promise<CardsFigure> {
  const photos = await Promise.all(Array.from({ length: 10 }, (_, i) => photo(i + 1)))
  const spec: CardDocumentSpec = {
    layout: 'sheets',
    colour: '#8b1e3f',
    logo: null,
    labels: {
      title: 'CARTEIRA DE MEMBRO',
      memberSince: 'Membro desde',
      validUntil: 'Válida até',
      scan: 'Aponte a câmera para o código para conferir se esta carteirinha é válida.',
      signature: 'Assinatura do pastor',
    },
    cards: Array.from({ length: CARDS }, (_, i) => ({
      memberId: `m${i}`,
      name: `Pessoa ${i} da Conceição Araújo`,
      category: 'Membro',
      memberSince: '10/03/2019',
      validUntil: '29/11/2028',
      // Ten distinct photos, each used by ten cards (as many bytes in the PDF as 100 distinct).
      photo: photos[i % photos.length]!,
      checkUrl: cardCheckUrl('https://app.celeiro.app', (i * 7919).toString(16).padStart(32, '0')),
      church: 'Igreja Sede Campinas',
    })),
  }
  const t0 = performance.now()
  const { renderCardPdf } = await import('../../../src/features/members/card/card-pdf')
  const firstLoadMs = performance.now() - t0
  const runs: number[] = []
  let bytes = 0
  let images = 0
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    const blob = await renderCardPdf(spec)
    runs.push(performance.now() - start)
    bytes = blob.size
    if (run === RUNS - 1) {
      const text = new TextDecoder('latin1').decode(await blob.arrayBuffer())
      images = text.split('/Subtype /Image').length - 1
    }
  }
  const sorted = [...runs].sort((a, b) => a - b)
  return {
    cards: CARDS,
    firstLoadMs,
    totalMs: sorted[Math.floor(sorted.length / 2)]!,
    runs,
    bytes,
    images,
    photoBytes: Math.round((photos[0]!.length * 3) / 4),
  }
}
