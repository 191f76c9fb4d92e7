import { describe, expect, it } from 'vitest'
import { detectImageType } from './image-type'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their signatures', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    )
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
  })
  it('refuses anything else, including look-alikes and short input', () => {
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull()
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(detectImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull()
    expect(detectImageType(bytes(0x89, 0x50))).toBeNull()
    expect(detectImageType(bytes())).toBeNull()
  })
})
