import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/** Issue 14, finding 9: an attachment's name carries the extension of its detected type. */

let server: TestServer
let treasurer: string
let entryId: string

beforeAll(async () => {
  server = await startTestServer()
  treasurer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  entryId = uuidv7()
  const res = await apiClient(server.url, treasurer).post<{ data: PushAnswer }>('/sync/v1/push', {
    clientId: uuidv7(),
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations: [
      {
        mutationId: 1,
        name: 'expense.create',
        args: {
          id: entryId,
          churchId: server.demo!.churches[0]!.id,
          amount: 25_000,
          category: 'maintenance',
          dueDate: '2026-01-31',
          issueDate: '2026-01-05',
        },
        schemaVersion: SYNC_SCHEMA_VERSION,
        createdAt: new Date().toISOString(),
      },
    ],
  })
  expect(res.body.data.results[0]?.status).toBe('applied')
})
afterAll(async () => {
  await server.close()
})

async function upload(bytes: Uint8Array, name: string) {
  const form = new FormData()
  form.set('kind', 'expense')
  form.set('entryId', entryId)
  form.set('file', new Blob([bytes.slice().buffer]), name)
  return apiClient(server.url, treasurer).post<{
    data: { id: string; fileName: string; mimeType: string }
  }>('/treasury/v1/attachments', form)
}

const pdf = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n')
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('attachment names', () => {
  it('stores and serves a PDF named evil.html as evil.pdf, as a download, nosniff', async () => {
    const res = await upload(pdf, 'evil.html')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ fileName: 'evil.pdf', mimeType: 'application/pdf' })
    const download = await fetch(`${server.url}/api/treasury/v1/attachments/${res.body.data.id}`, {
      headers: { authorization: `Bearer ${treasurer}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''evil.pdf",
    )
  })

  it('keeps a matching extension, adds a missing one, replaces a wrong one', async () => {
    expect((await upload(pdf, 'Nota Fiscal.PDF')).body.data.fileName).toBe('Nota Fiscal.PDF')
    expect((await upload(png, 'recibo')).body.data.fileName).toBe('recibo.png')
    expect((await upload(png, 'foto.jpg.svg')).body.data.fileName).toBe('foto.jpg.png')
  })
})
