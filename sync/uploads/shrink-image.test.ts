import { describe, expect, it } from 'vitest'
import {
  ATTACHMENT_IMAGE_LIMITS,
  cropSquare,
  fitWithin,
  ImageTooLarge,
  jpegName,
  needsShrink,
  PHOTO_LIMITS,
  QUALITIES,
  shrinkToFit,
  type Size,
} from './shrink-image'

/** A fake encoder whose bytes grow with the pixels and the quality (like JPEG, roughly). */
function fakeEncoder(bytesPerPixelAtFull: number) {
  const calls: { size: Size; quality: number }[] = []
  const encode = (size: Size, quality: number) => {
    calls.push({ size, quality })
    const bytes = Math.round(size.width * size.height * bytesPerPixelAtFull * quality)
    return Promise.resolve(new Blob([new Uint8Array(bytes)]))
  }
  return { calls, encode }
}

describe('image sizing', () => {
  it('scales the longest side down to the limit, keeping the proportion, never up', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 2560)).toEqual({ width: 2560, height: 1920 })
    expect(fitWithin({ width: 3024, height: 4032 }, 2560)).toEqual({ width: 1920, height: 2560 })
    expect(fitWithin({ width: 800, height: 600 }, 2560)).toEqual({ width: 800, height: 600 })
  })

  it('crops the centred square of the shorter side for a photo', () => {
    expect(cropSquare({ width: 4000, height: 3000 }, true)).toEqual({
      x: 500,
      y: 0,
      width: 3000,
      height: 3000,
    })
    expect(cropSquare({ width: 3000, height: 4001 }, true)).toEqual({
      x: 0,
      y: 500,
      width: 3000,
      height: 3000,
    })
    expect(cropSquare({ width: 30, height: 40 }, false)).toEqual({
      x: 0,
      y: 0,
      width: 30,
      height: 40,
    })
  })

  it('keeps the largest size and tries lower qualities before a smaller size', async () => {
    // 2560x1920 at 0.85 ≈ 2.5 MB, at 0.72 ≈ 2.1 MB, at 0.6 ≈ 1.77 MB: fits at the third quality.
    const { calls, encode } = fakeEncoder(0.6)
    const blob = await shrinkToFit({ width: 4032, height: 3024 }, ATTACHMENT_IMAGE_LIMITS, encode)
    expect(blob.size).toBeLessThanOrEqual(ATTACHMENT_IMAGE_LIMITS.maxBytes)
    expect(calls.map((c) => c.quality)).toEqual([...QUALITIES])
    expect(calls.every((c) => c.size.width === 2560 && c.size.height === 1920)).toBe(true)
  })

  it('makes the size smaller by quarters when no quality fits, down to a photo of 200 KB', async () => {
    const { calls, encode } = fakeEncoder(3)
    const blob = await shrinkToFit(
      cropSquare({ width: 3000, height: 4000 }, true),
      PHOTO_LIMITS,
      encode,
    )
    expect(blob.size).toBeLessThanOrEqual(200 * 1024)
    const sizes = [...new Set(calls.map((c) => c.size.width))]
    expect(sizes).toEqual([512, 384, 288])
    expect(calls.at(-1)?.size).toEqual({ width: 288, height: 288 })
  })

  it('gives up below the smallest size instead of looping', async () => {
    const encode = () => Promise.resolve(new Blob([new Uint8Array(10_000)]))
    await expect(
      shrinkToFit({ width: 100, height: 100 }, { maxBytes: 10, maxEdge: 100 }, encode),
    ).rejects.toBeInstanceOf(ImageTooLarge)
  })

  it('re-encodes every JPEG (metadata) and a PNG over the limit; never a PDF', () => {
    const limits = ATTACHMENT_IMAGE_LIMITS
    expect(needsShrink('image/jpeg', 10_000, limits)).toBe(true)
    expect(needsShrink('image/png', 10_000, limits)).toBe(false)
    expect(needsShrink('image/png', limits.maxBytes + 1, limits)).toBe(true)
    expect(needsShrink('application/pdf', 13_000_000, limits)).toBe(false)
    expect(jpegName('IMG_2041.HEIC.png')).toBe('IMG_2041.HEIC.jpg')
    expect(jpegName('nota')).toBe('nota.jpg')
  })
})
