import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fields, sectors } from '../../server/db/schema'
import { CHURCH_IMAGE_MAX_BYTES } from '../../sync/contracts/hierarchy'
import { SYNC_SCHEMA_VERSION, type PushAnswer } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { tokenFor } from './sync-support'

/** A PNG's signature and IHDR start, then some bytes: what the server recognises as a PNG. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3, 4, 5,
])

type Row = { id: string; linkLogo: string }

/** The test's own logo host on 127.0.0.1 (allowed by CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK=1 only). */
function logoHost(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/logo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    if (req.url === '/hop') return res.writeHead(302, { location: '/logo.png' }).end()
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end()
    if (req.url === '/page')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>')
    if (req.url === '/big') {
      // No content-length: the server must stop reading past the limit.
      res.writeHead(200, { 'content-type': 'image/png' })
      res.write(PNG)
      res.end(new Uint8Array(CHURCH_IMAGE_MAX_BYTES))
      return
    }
    if (req.url === '/slow') return // never answers: the 5 s timeout ends it
    res.writeHead(404).end()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, base: `http://127.0.0.1:${port}` })
    }),
  )
}

let server: TestServer
let host: Awaited<ReturnType<typeof logoHost>>
let admin: ReturnType<typeof apiClient>
let token: string

beforeAll(async () => {
  process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK = '1'
  host = await logoHost()
  server = await startTestServer()
  token = (await tokenFor(server, 'admin@celeiro.app')).token
  admin = apiClient(server.url, token)
})
afterAll(async () => {
  delete process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK
  host.server.closeAllConnections()
  host.server.close()
  await server.close()
})

async function servedBytes(path: string) {
  const res = await fetch(`${server.url}${path}`)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  }
}

const fieldId = () => server.demo!.fields[0]!.id
const seqOf = async (id: string) =>
  (await server.deps.db.select().from(fields).where(eq(fields.id, id)))[0]?.seq

describe('a logo link to another site is copied into Celeiro on save (issue 14 #10)', () => {
  it('REST: the linked PNG becomes the node logo served by the app (bytes equal)', async () => {
    const conventionId = server.demo!.convention.id
    const res = await admin.patch<{ data: Row }>(`/congregations/v1/${conventionId}`, {
      linkLogo: `${host.base}/logo.png`,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.linkLogo).toBe(`/api/logos/v1/${conventionId}`)
    const served = await servedBytes(res.body.data.linkLogo)
    expect(served.status).toBe(200)
    expect(served.type).toBe('image/png')
    expect(served.cache).toBe('private, max-age=300')
    expect(served.bytes).toEqual(PNG)
    // The saved path is accepted back by the form's contract (a later save keeps it).
    const again = await admin.patch<{ data: Row }>(`/congregations/v1/${conventionId}`, {
      linkLogo: res.body.data.linkLogo,
    })
    expect(again.status).toBe(200)
    expect(again.body.data.linkLogo).toBe(`/api/logos/v1/${conventionId}`)
  })

  it('REST: a church logo through one redirect', async () => {
    const church = server.demo!.churches[1]!
    const res = await admin.patch<{ data: Row }>(`/churches/v1/${church.id}`, {
      linkLogo: `${host.base}/hop`,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.linkLogo).toBe(`/api/logos/v1/${church.id}`)
    expect((await servedBytes(res.body.data.linkLogo)).bytes).toEqual(PNG)
  })

  it('a host name goes through the connection lookup (localhost, allowed by the test flag)', async () => {
    const sector = server.demo!.sectors[1]!
    const link = `${host.base.replace('127.0.0.1', 'localhost')}/logo.png`
    const res = await admin.patch<{ data: Row }>(`/sectors/v1/${sector.id}`, { linkLogo: link })
    expect(res.body.data.linkLogo).toBe(`/api/logos/v1/${sector.id}`)
    delete process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK
    try {
      const refused = await admin.patch<{ data: Row }>(`/sectors/v1/${sector.id}`, {
        linkLogo: link.replace('http:', 'https:'),
      })
      expect(refused.status).toBe(200)
      expect(refused.body.data.linkLogo).toBe(link.replace('http:', 'https:'))
    } finally {
      process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK = '1'
    }
  })

  it('a pushed mutation: the logo is copied after the mutation commits', async () => {
    const sector = server.demo!.sectors[0]!
    const res = await apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name: 'sector.update',
          args: { id: sector.id, patch: { linkLogo: `${host.base}/logo.png` } },
          schemaVersion: SYNC_SCHEMA_VERSION,
          createdAt: new Date().toISOString(),
        },
      ],
    })
    expect(res.body.data.results.map((r) => r.status)).toEqual(['applied'])
    const [row] = await server.deps.db.select().from(sectors).where(eq(sectors.id, sector.id))
    expect(row?.linkLogo).toBe(`/api/logos/v1/${sector.id}`)
    expect((await servedBytes(`/api/logos/v1/${sector.id}`)).bytes).toEqual(PNG)
  })

  it('a pushed create copies the new node logo too', async () => {
    const id = uuidv7()
    const res = await apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name: 'field.create',
          args: {
            id,
            conventionId: server.demo!.convention.id,
            name: 'Campo Com Logo',
            linkLogo: `${host.base}/logo.png`,
          },
          schemaVersion: SYNC_SCHEMA_VERSION,
          createdAt: new Date().toISOString(),
        },
      ],
    })
    expect(res.body.data.results.map((r) => r.status)).toEqual(['applied'])
    const [row] = await server.deps.db.select().from(fields).where(eq(fields.id, id))
    expect(row?.linkLogo).toBe(`/api/logos/v1/${id}`)
  })

  it.each(['/page', '/big', '/loop', '/missing'])(
    'leaves the link as it is when %s is not a usable image, and answers normally',
    async (path) => {
      const link = `${host.base}${path}`
      const before = await seqOf(fieldId())
      const res = await admin.patch<{ data: Row }>(`/fields/v1/${fieldId()}`, { linkLogo: link })
      expect(res.status).toBe(200)
      expect(res.body.data.linkLogo).toBe(link)
      const [row] = await server.deps.db.select().from(fields).where(eq(fields.id, fieldId()))
      expect(row?.linkLogo).toBe(link)
      expect(row?.seq).toBeGreaterThan(before ?? 0)
      expect((await servedBytes(`/api/logos/v1/${fieldId()}`)).status).toBe(404)
    },
  )

  it('leaves the link when the host does not answer within 5 s', async () => {
    const link = `${host.base}/slow`
    const started = Date.now()
    const res = await admin.patch<{ data: Row }>(`/fields/v1/${fieldId()}`, { linkLogo: link })
    expect(res.status).toBe(200)
    expect(res.body.data.linkLogo).toBe(link)
    expect(Date.now() - started).toBeLessThan(9000)
  }, 15_000)

  it('refuses a loopback (private) address without the test flag', async () => {
    delete process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK
    try {
      for (const link of [`${host.base}/logo.png`, `https://127.0.0.1:1/logo.png`]) {
        const res = await admin.patch<{ data: Row }>(`/fields/v1/${fieldId()}`, { linkLogo: link })
        expect(res.status).toBe(200)
        expect(res.body.data.linkLogo).toBe(link)
      }
      expect((await servedBytes(`/api/logos/v1/${fieldId()}`)).status).toBe(404)
    } finally {
      process.env.CELEIRO_LOGO_FETCH_ALLOW_LOOPBACK = '1'
    }
  })
})
