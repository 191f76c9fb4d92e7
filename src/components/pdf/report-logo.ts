import { get, set } from 'idb-keyval'

/**
 * The church's logo for a report, as a PNG data URL @react-pdf can draw: the first of the
 * branding's candidates (resolveBranding(me).logoCandidates) that the browser can load and paint
 * on a canvas — PNG, JPEG or SVG alike; a cross-origin image without CORS taints the canvas and
 * the next one is tried. Each success is kept on the device (idb-keyval) so a report made offline
 * still carries the logo that was seen online; the built-in logo (precached) is the last resort.
 */

const HEIGHT = 96
const TIMEOUT_MS = 4_000
const storeKey = (src: string) => `celeiro:report-logo:${src}`

function paint(src: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.crossOrigin = 'anonymous'
    const timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)
    image.onerror = () => {
      clearTimeout(timer)
      reject(new Error('load'))
    }
    image.onload = () => {
      clearTimeout(timer)
      try {
        // an SVG without a size reports 0 × 0: draw it square
        const ratio =
          image.naturalWidth && image.naturalHeight ? image.naturalWidth / image.naturalHeight : 1
        const canvas = document.createElement('canvas')
        canvas.height = HEIGHT * 2
        canvas.width = Math.round(HEIGHT * 2 * ratio)
        canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height)
        resolve(canvas.toDataURL('image/png'))
      } catch (error) {
        reject(error instanceof Error ? error : new Error('paint'))
      }
    }
    image.src = src
  })
}

/** A PNG data URL, or null where there is no DOM (Node) or nothing could be drawn. */
export async function reportLogo(
  candidates: readonly string[] | undefined,
): Promise<string | null> {
  if (!candidates?.length || typeof document === 'undefined') return null
  for (const src of candidates) {
    try {
      const png = await paint(src)
      void set(storeKey(src), png).catch(() => undefined)
      return png
    } catch {
      const kept = await get<string>(storeKey(src)).catch(() => undefined)
      if (kept) return kept
    }
  }
  return null
}
