import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { serverRows, tokenOf } from './support/members-pages'

/**
 * Issue 52: images made smaller on the device; a member's photo and card. A camera-like JPEG of about 13 MB (noise, saved
 * at full quality, with an EXIF block saying "rotate 90°" and a GPS tag) is attached to an
 * expense: what reaches the server is a JPEG of at most 2 MB, turned upright, without EXIF.
 */

test.use({ viewport: { width: 1280, height: 900 } })

/**
 * A 4000x3000 noisy JPEG made by the browser at quality 1 (about 13 MB); `green` makes a
 * green one (a member's photo, told apart on the card's rendered page).
 */
async function cameraJpeg(page: Page, green = false): Promise<Buffer> {
  const base64 = await page.evaluate(async (green) => {
    const canvas = new OffscreenCanvas(4000, 3000)
    const context = canvas.getContext('2d')!
    const image = context.createImageData(4000, 3000)
    let seed = 52
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const base = (i / 4) % 4000 < 2000 ? 90 : 170 // two halves, to tell the orientation
      image.data[i] = green ? seed & 63 : base + (seed & 63)
      image.data[i + 1] = green ? 160 + ((seed >> 6) & 63) : base + ((seed >> 6) & 63)
      image.data[i + 2] = green ? (seed >> 12) & 63 : base + ((seed >> 12) & 63)
      image.data[i + 3] = 255
    }
    context.putImageData(image, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }, green)
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
  // Making a 13 MB JPEG in the page and shrinking it take a while on a busy machine.
  test.setTimeout(240_000)
  const marker = uniqueMarker()
  const description = `Nota da padaria ${marker}`
  await loginAs('tesoureiro', '/expenses')
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible({
    timeout: 30_000,
  })
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

async function push(request: APIRequestContext, token: string, name: string, args: unknown) {
  const res = await request.post('/api/sync/v1/push', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      clientId: crypto.randomUUID(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name,
          args,
          schemaVersion: SYNC_SCHEMA_VERSION,
          createdAt: new Date().toISOString(),
        },
      ],
    },
  })
  expect(res.ok()).toBe(true)
  const answer = (await res.json()) as { data: { results: { status: string }[] } }
  expect(answer.data.results[0]?.status).toBe('applied')
}

/** The mean colour of a box (points) of a PPM page rendered at `dpi`. */
function meanColour(ppm: Buffer, dpi: number, box: { x: number; y: number; size: number }) {
  const header = ppm.toString('latin1', 0, 64).split(/\s+/)
  const width = Number(header[1])
  const offset = ppm.indexOf('255\n', 0, 'latin1') + 4
  const scale = dpi / 72
  const sum = [0, 0, 0]
  let n = 0
  for (let y = Math.round(box.y * scale); y < Math.round((box.y + box.size) * scale); y++)
    for (let x = Math.round(box.x * scale); x < Math.round((box.x + box.size) * scale); x++) {
      const at = offset + (y * width + x) * 3
      sum[0]! += ppm[at]!
      sum[1]! += ppm[at + 1]!
      sum[2]! += ppm[at + 2]!
      n++
    }
  return sum.map((v) => v / n) as [number, number, number]
}

test("a member's photo is made small on the device and reaches the server; the card PDF holds it, and its public check turns invalid after a transfer", async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(240_000)
  const marker = uniqueMarker()
  const token = await tokenOf(request, 'admin')
  const churches = (await serverRows(request, token)).get('churches') ?? []
  const sede = churches.find((c) => c.name === 'Igreja Sede Campinas')!
  const rp = churches.find((c) => c.name === 'Igreja Sede Ribeirão Preto')!
  const id = crypto.randomUUID()
  const surname = `Fotografada ${marker}`
  await push(request, token, 'member.create', {
    id,
    churchId: sede.id,
    name: 'Lúcia',
    surname,
    status: 'active',
    admissionDate: '2019-03-10',
    admissionWay: 'baptism',
  })

  await loginAs('admin', `/members/${id}`)
  await expect(page.getByRole('heading', { name: `Lúcia ${surname}`, level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  const photo = await cameraJpeg(page, true)
  await page
    .getByLabel('Escolher foto')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(page.getByTestId('member-photo').getByTestId('member-avatar')).toHaveAttribute(
    'data-has-photo',
    'true',
    { timeout: 30_000 },
  )
  // Sent through the upload queue: the server holds a square JPEG ≤ 200 KB, without EXIF.
  let stored: Buffer = Buffer.alloc(0)
  await expect(async () => {
    const res = await request.get(`/api/members/v1/members/${id}/photo`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status()).toBe(200)
    stored = await res.body()
  }).toPass({ timeout: 45_000 })
  expect(stored.length).toBeLessThanOrEqual(200 * 1024)
  expect(stored.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false)
  const size = jpegSize(stored)
  expect(size.width).toBe(size.height)
  expect(size.width).toBeLessThanOrEqual(512)

  // The card, made on the device: its words (pdftotext) and its photo (pdftoppm).
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Carteirinha (PDF)' }).click()
  const file = await download
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
    /[ \t]+/g,
    ' ',
  )
  // The card breaks a long word at its width with a hyphen (the random marker is one).
  expect(text.replace(/-\n\s*/g, '')).toContain(`Lúcia ${surname}`)
  expect(text).toContain('Igreja Sede Campinas')
  expect(text).toContain('CARTEIRA DE MEMBRO')
  expect(text).toContain('Membro desde 10/03/2019')
  expect(text).toContain(
    'Aponte a câmera para o código para conferir se esta carteirinha é válida.'
      .split(' ')
      .slice(0, 4)
      .join(' '),
  )
  expect(text).toContain('Assinatura do pastor')
  expect(text).toMatch(/Válida até \d{2}\/\d{2}\/\d{4}/)
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Pages:\s+2\b/)
  const ppm = test.info().outputPath('card')
  execFileSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', path, ppm])
  const page1 = readFileSync(`${ppm}-1.ppm`)
  // The photo's box (9 pt from the left, 41 pt from the top, 64 pt square): the green photo.
  const [r, g, b] = meanColour(page1, 150, { x: 14, y: 46, size: 54 })
  expect(g).toBeGreaterThan(r + 60)
  expect(g).toBeGreaterThan(b + 60)

  // The public check (no sign-in): valid with the name and church, invalid after a transfer.
  const member = ((await serverRows(request, token)).get('members') ?? []).find((m) => m.id === id)
  const cardToken = String(member?.cardToken)
  expect(cardToken).toMatch(/^[0-9a-f]{32}$/)
  const stranger = await browser.newPage()
  await stranger.goto(`/cartao/${cardToken}`)
  await expect(stranger.getByTestId('card-check')).toHaveAttribute('data-valid', 'true')
  await expect(stranger.getByTestId('card-check-name')).toHaveText(`Lúcia ${surname}`)
  await expect(stranger.getByTestId('card-check-church')).toHaveText('Igreja Sede Campinas')
  await push(request, token, 'member.transfer', {
    id: crypto.randomUUID(),
    memberId: id,
    to: { conventionId: rp.conventionId, churchId: rp.id },
    date: '2026-11-01',
  })
  await stranger.reload()
  await expect(stranger.getByTestId('card-check')).toHaveAttribute('data-valid', 'false')
  await expect(stranger.getByText('Carteirinha inválida')).toBeVisible()
  await expect(stranger.getByText(surname)).toHaveCount(0)
  await stranger.close()
})
