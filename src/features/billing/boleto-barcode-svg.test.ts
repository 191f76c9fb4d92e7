// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { drawBoletoBarcode } from './boleto-barcode-svg'

/** Interleaved 2 of 5 as the standard writes it (N narrow, W wide), independent of the drawing's library. */
const DIGITS = [
  'NNWWN',
  'WNNNW',
  'NWNNW',
  'WWNNN',
  'NNWNW',
  'WNWNN',
  'NWWNN',
  'NNNWW',
  'WNNWN',
  'NWNWN',
]

/** Reads the drawn bars back: their widths and the gaps between them, then the digit pairs. */
function scan(svg: SVGSVGElement): string {
  const bars = [...svg.querySelectorAll('g rect')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    w: Number(rect.getAttribute('width')),
  }))
  bars.sort((a, b) => a.x - b.x)
  const narrow = Math.min(...bars.map((b) => b.w))
  const kind = (width: number) => (width === narrow ? 'N' : width === 3 * narrow ? 'W' : '?')
  const widths: string[] = []
  bars.forEach((bar, i) => {
    widths.push(kind(bar.w))
    const next = bars[i + 1]
    if (next) widths.push(kind(next.x - bar.x - bar.w))
  })
  const elements = widths.join('')
  // Start: bar, space, bar, space, all narrow. Stop: wide bar, narrow space, narrow bar.
  expect(elements.slice(0, 4)).toBe('NNNN')
  expect(elements.slice(-3)).toBe('WNN')
  const body = elements.slice(4, -3)
  let digits = ''
  for (let at = 0; at < body.length; at += 10) {
    const pair = body.slice(at, at + 10)
    const bars = [0, 2, 4, 6, 8].map((i) => pair[i]).join('')
    const spaces = [1, 3, 5, 7, 9].map((i) => pair[i]).join('')
    digits += `${DIGITS.indexOf(bars)}${DIGITS.indexOf(spaces)}`
  }
  return digits
}

const svgElement = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg')

describe('drawBoletoBarcode', () => {
  // Real bar codes (Sicoob, Banco do Brasil; the server's boleto.test.ts cites their sources).
  it.each([
    '75696903800002500001434301033723400014933001',
    '00191667900002434790000002656973019362470618',
  ])('draws %s so that a scanner reads the same 44 digits back', (barcode) => {
    const svg = svgElement()
    drawBoletoBarcode(svg, barcode)
    expect(scan(svg)).toBe(barcode)
  })

  it('keeps its proportions while it scales to the box', () => {
    const svg = svgElement()
    drawBoletoBarcode(svg, '75696903800002500001434301033723400014933001')
    expect(svg.getAttribute('width')).toBe('100%')
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
  })
})
