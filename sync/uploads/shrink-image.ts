/**
 * Images made smaller on the device before they are queued (issue 52): a camera JPEG of 13 MB
 * becomes a JPEG of at most 2 MB; a member's photo a square JPEG of at most 200 KB. The image
 * is decoded with its EXIF orientation applied (`imageOrientation: 'from-image'`) and drawn
 * again on a canvas, so the new JPEG holds pixels only: no EXIF, GPS or other metadata.
 *
 * The sizing and quality steps are pure (`fitWithin`, `cropSquare`, `shrinkToFit` over an
 * `encode` callback) so they are tested without a browser; `shrinkImage` does the drawing.
 */

export interface ShrinkLimits {
  /** The result's largest size in bytes. */
  maxBytes: number
  /** The result's longest side in pixels (the image is never enlarged). */
  maxEdge: number
  /** A square from the middle of the image (member photos), else the whole image. */
  square?: boolean
}

/** An attachment image: at most 2 MB, at most 2560 px on its longest side (a receipt stays legible). */
export const ATTACHMENT_IMAGE_LIMITS: ShrinkLimits = { maxBytes: 2 * 1024 * 1024, maxEdge: 2560 }
/** A member's photo: a square of at most 512 px (a card prints it at about 25 mm), at most 200 KB. */
export const PHOTO_LIMITS: ShrinkLimits = { maxBytes: 200 * 1024, maxEdge: 512, square: true }

/** JPEG qualities tried in turn at one size before the size is made smaller. */
export const QUALITIES = [0.85, 0.72, 0.6] as const
/** Each further try is this fraction of the previous size. */
export const STEP_SCALE = 0.75
/** Below this longest side the image is not made any smaller (an error instead). */
export const MIN_EDGE = 64

export interface Size {
  width: number
  height: number
}
export interface Rect extends Size {
  x: number
  y: number
}

/** The size of `source` scaled down (never up) so its longest side is at most `maxEdge`. */
export function fitWithin(source: Size, maxEdge: number): Size {
  const longest = Math.max(source.width, source.height)
  if (longest <= maxEdge) return { width: source.width, height: source.height }
  const ratio = maxEdge / longest
  return {
    width: Math.max(1, Math.round(source.width * ratio)),
    height: Math.max(1, Math.round(source.height * ratio)),
  }
}

/** The part of the image drawn: the centred square of its shorter side, or all of it. */
export function cropSquare(source: Size, square: boolean): Rect {
  if (!square) return { x: 0, y: 0, width: source.width, height: source.height }
  const side = Math.min(source.width, source.height)
  return {
    x: Math.floor((source.width - side) / 2),
    y: Math.floor((source.height - side) / 2),
    width: side,
    height: side,
  }
}

/** Encodes the cropped image at an output size and JPEG quality. */
export type Encode = (size: Size, quality: number) => Promise<Blob>

export class ImageTooLarge extends Error {
  constructor() {
    super('image_too_large')
    this.name = 'ImageTooLarge'
  }
}

/**
 * The first encoding that fits `maxBytes`: the largest allowed size at each of QUALITIES, then
 * three quarters of that size, and so on down to MIN_EDGE (ImageTooLarge below it).
 */
export async function shrinkToFit(crop: Size, limits: ShrinkLimits, encode: Encode): Promise<Blob> {
  let size = fitWithin(crop, limits.maxEdge)
  for (;;) {
    for (const quality of QUALITIES) {
      const blob = await encode(size, quality)
      if (blob.size <= limits.maxBytes) return blob
    }
    const longest = Math.max(size.width, size.height)
    const next = Math.floor(longest * STEP_SCALE)
    if (next < MIN_EDGE) throw new ImageTooLarge()
    size = fitWithin(size, next)
  }
}

/**
 * Whether an attachment is re-encoded: every JPEG (a camera's holds its orientation, GPS and
 * device in EXIF), and a PNG over the limit; a small PNG (a screenshot) stays as it is, sharp.
 */
export function needsShrink(type: string, bytes: number, limits: ShrinkLimits): boolean {
  if (type === 'image/jpeg') return true
  if (type === 'image/png') return bytes > limits.maxBytes
  return false
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

function canvasOf(size: Size): {
  context: Canvas2D
  toJpeg: (quality: number) => Promise<Blob>
} {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('canvas_unavailable')
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) }
  }
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas_unavailable')
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('encode_failed'))),
          'image/jpeg',
          quality,
        ),
      ),
  }
}

/**
 * A JPEG of `blob` within `limits`, its orientation applied and its metadata gone. Throws when
 * the browser cannot decode the image (the caller keeps or refuses the original).
 */
export async function shrinkImage(blob: Blob, limits: ShrinkLimits): Promise<Blob> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
  try {
    const crop = cropSquare(bitmap, limits.square === true)
    return await shrinkToFit(crop, limits, (size, quality) => {
      const { context, toJpeg } = canvasOf(size)
      // JPEG has no transparency: a PNG's clear pixels become white, not black.
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, size.width, size.height)
      context.imageSmoothingQuality = 'high'
      context.drawImage(
        bitmap,
        crop.x,
        crop.y,
        crop.width,
        crop.height,
        0,
        0,
        size.width,
        size.height,
      )
      return toJpeg(quality)
    })
  } finally {
    bitmap.close()
  }
}

/** `name` with a .jpg extension (the re-encoded file is a JPEG whatever it was). */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name || 'imagem'
  return `${stem}.jpg`
}

/**
 * An attachment as it is queued: an image re-encoded within ATTACHMENT_IMAGE_LIMITS, anything
 * else (a PDF) as it is. An image the browser cannot decode is left as it is (the queue's
 * checks then accept or refuse it as before).
 */
export async function prepareAttachment(file: File): Promise<File> {
  if (!needsShrink(file.type, file.size, ATTACHMENT_IMAGE_LIMITS)) return file
  try {
    const blob = await shrinkImage(file, ATTACHMENT_IMAGE_LIMITS)
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' })
  } catch {
    return file
  }
}
