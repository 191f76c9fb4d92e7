import JsBarcode from 'jsbarcode'

/**
 * Draws a boleto's 44-digit bar code into `svg` as the banks' scanners read it: Interleaved 2 of 5
 * (FEBRABAN's layout, wide bars three times the narrow), black on white with a quiet zone on
 * each side. The drawing scales to its box (viewBox) so it fits a phone's width.
 */
export function drawBoletoBarcode(svg: SVGSVGElement, barcode: string): void {
  JsBarcode(svg, barcode, {
    format: 'ITF',
    width: 2,
    height: 120,
    margin: 20,
    displayValue: false,
    background: '#ffffff',
    lineColor: '#000000',
  })
  const width = svg.getAttribute('width')?.replace('px', '') ?? ''
  const height = svg.getAttribute('height')?.replace('px', '') ?? ''
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`)
  svg.setAttribute('width', '100%')
  svg.removeAttribute('height')
}
