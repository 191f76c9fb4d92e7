import type { Page } from '@playwright/test'
import { uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { serverRows, tokenOf } from './support/members-pages'

/**
 * Issue 52: images made smaller on the device. A camera-like JPEG of about 13 MB (noise, saved
 * at full quality, with an EXIF block saying "rotate 90°" and a GPS tag) is attached to an
 * expense: what reaches the server is a JPEG of at most 2 MB, turned upright, without EXIF.
 */

test.use({ viewport: { width: 1280, height: 900 } })

/** A 4000x3000 noisy JPEG made by the browser at quality 1 (about 13 MB). */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const context = canvas.getContext('2d')!
    const image = context.createImageData(4000, 3000)
    let seed = 52
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const base = (i / 4) % 4000 < 2000 ? 90 : 170 // two halves, to tell the orientation
      image.data[i] = base + (seed & 63)
      image.data[i + 1] = base + ((seed >> 6) & 63)
      image.data[i + 2] = base + ((seed >> 12) & 63)
      image.data[i + 3] = 255
    }
    context.putImageData(image, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  })
  return withExif(Buffer.from(base64, 'base64'))
}

/** The JPEG with an APP1 EXIF block after its SOI: Orientation 6 (90° clockwise) and a GPS IFD pointer. */
function withExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4)
  tiff.write('II*\0', 0, 'binary')
  tiff.writeUInt32LE(8, 4)
  tiff.writeUInt16LE(2, 8)
  // Orientation: SHORT 6.
  tiff.writeUInt16LE(0x0112, 10)
  tiff.writeUInt16LE(3, 12)
  tiff.writeUInt32LE(1, 14)
  tiff.writeUInt16LE(6, 18)
  // GPSInfo pointer (a LONG; the reader only needs to see the tag).
  tiff.writeUInt16LE(0x8825, 22)
  tiff.writeUInt16LE(4, 24)
  tiff.writeUInt32LE(1, 26)
  tiff.writeUInt32LE(0, 30)
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff])
  const header = Buffer.alloc(4)
  header.writeUInt16BE(0xffe1, 0)
  header.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)])
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at)
    const length = bytes.readUInt16BE(at + 2)
    if (marker >= 0xffc0 && marker <= 0xffc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    at += 2 + length
  }
  throw new Error('no SOF marker')
}

test('a 13 MB camera photo attached to an expense uploads as a JPEG of at most 2 MB, upright, without EXIF', async ({
  page,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000)
  const marker = uniqueMarker()
  const description = `Nota da padaria ${marker}`
  await loginAs('tesoureiro', '/expenses')
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible()
  const photo = await cameraJpeg(page)
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024)
  expect(jpegSize(photo)).toEqual({ width: 4000, height: 3000 })

  await page.getByRole('button', { name: 'Nova despesa' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Categoria').selectOption({ label: 'Manutenção' })
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill(description)
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill('23,40')
  await dialog
    .getByLabel('Adicionar anexos')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(dialog.getByText(/^IMG_2041\.jpg · /)).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByText('Arquivo muito grande', { exact: false })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()

  const token = await tokenOf(request, 'tesoureiro')
  let attachment: Record<string, unknown> | undefined
  await expect(async () => {
    const rows = await serverRows(request, token)
    const expense = (rows.get('expenses') ?? []).find((r) => r.description === description)
    attachment = (rows.get('expenseAttachments') ?? []).find((a) => a.entryId === expense?.id)
    expect(attachment).toBeDefined()
  }).toPass({ timeout: 45_000 })
  expect(attachment).toMatchObject({ fileName: 'IMG_2041.jpg', mimeType: 'image/jpeg' })
  expect(Number(attachment?.size)).toBeLessThanOrEqual(2 * 1024 * 1024)

  const file = await request.get(`/api/treasury/v1/attachments/${String(attachment?.id)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(file.ok()).toBe(true)
  const stored = await file.body()
  expect(stored.length).toBeLessThanOrEqual(2 * 1024 * 1024)
  expect(stored.subarray(0, 2).toString('hex')).toBe('ffd8')
  expect(stored.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false)
  // Turned upright by its EXIF orientation: portrait, its longest side 2560 px.
  expect(jpegSize(stored)).toEqual({ width: 1920, height: 2560 })
})
