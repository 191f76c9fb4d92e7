import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { churches, members, users } from '../../server/db/schema'
import { createApp } from '../../server/app'
import { demoSessions } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { liveMemberId, TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'

type Row = { id: string; name: string; [key: string]: unknown }
type List = { data: Row[]; total: number }
type One = { data: Row }
type Err = { code: string; details?: { path: string; message: string }[] }

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])
const WEBP = new TextEncoder().encode('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ')

function imageForm(
  churchId: string,
  bytes: Uint8Array | null,
  fileType?: string,
  type = 'image/png',
): FormData {
  const form = new FormData()
  form.append('churchId', churchId)
  if (fileType !== undefined) form.append('fileType', fileType)
  if (bytes) form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'logo.png')
  return form
}

describe('churches', () => {
  let server: TestServer
  let demo: NonNullable<TestServer['demo']>
  let admin: ReturnType<typeof apiClient>
  let treasurer: ReturnType<typeof apiClient>
  let secretary: ReturnType<typeof apiClient>
  let churchUser: ReturnType<typeof apiClient>
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  let sede: Row
  let sibling: Row
  let tokens: Awaited<ReturnType<typeof demoSessions>>

  beforeAll(async () => {
    server = await startTestServer()
    if (!server.demo) throw new Error('no demo')
    demo = server.demo
    tokens = await demoSessions(server.deps.db)
    admin = apiClient(server.url, tokens.admin)
    treasurer = apiClient(server.url, tokens.treasurer)
    secretary = apiClient(server.url, tokens.secretary)
    const [c0, c1] = demo.churches
    if (!c0 || !c1) throw new Error('no churches')
    sede = c0
    sibling = c1
    const local = await createUserWith(server.deps.db, {
      clientId: demo.client.id,
      permissions: ['VIEW_CHURCHES', 'EDIT_CHURCHES', 'ADD_CHURCHES', 'DELETE_CHURCHES'],
      node: {
        conventionId: c0.conventionId,
        fieldId: c0.fieldId,
        sectorId: c0.sectorId,
        churchId: c0.id,
      },
    })
    churchUser = apiClient(server.url, local.token)
    other = await createOtherTenant(server.deps.db)
  })
  afterAll(() => server.close())

  it('lists the churches of the caller scope only', async () => {
    expect((await admin.get<List>('/churches/v1')).body.total).toBe(6)
    const mine = await secretary.get<List>('/churches/v1')
    expect(mine.body.data.map((c) => c.name).sort()).toEqual([
      'Congregação São Bernardo',
      'Congregação Vila Industrial',
    ])
    expect((await secretary.get<List>('/churches/v1?q=sao bernardo')).body.total).toBe(1)
    expect((await secretary.get(`/churches/v1/${sede.id}`)).status).toBe(404)
    expect((await treasurer.get('/churches/v1')).status).toBe(403)
    const own = await churchUser.get<List>('/churches/v1')
    expect(own.body.data.map((c) => c.id)).toEqual([sede.id])
    expect((await churchUser.get(`/churches/v1/${sibling.id}`)).status).toBe(404)
  })

  it('finds a church by CNPJ within the scope, masked or not', async () => {
    const found = await admin.get<One>('/churches/v1/by-cnpj/11.222.333%2F0001-81')
    expect(found.status).toBe(200)
    expect(found.body.data.id).toBe(sede.id)
    expect((await admin.get<One>('/churches/v1/by-cnpj/11222333000181')).body.data.id).toBe(sede.id)
    expect((await secretary.get('/churches/v1/by-cnpj/11222333000181')).status).toBe(404)
    expect((await admin.get('/churches/v1/by-cnpj/11444777000161')).status).toBe(404) // another client's church
    expect((await admin.get('/churches/v1/by-cnpj/123')).status).toBe(404)
    expect((await treasurer.get('/churches/v1/by-cnpj/11222333000181')).status).toBe(403)
  })

  it("keeps a church's PIX key as the DICT knows it and refuses one no bank accepts", async () => {
    const set = await admin.patch<One>(`/churches/v1/${sede.id}`, {
      pixKey: ' 11.222.333/0001-81 ',
      pixCity: 'Campinas',
    })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ pixKey: '11222333000181', pixCity: 'Campinas' })
    const bad = await admin.patch<Err>(`/churches/v1/${sede.id}`, { pixKey: '+55 19 3232-1000' })
    expect(bad.status).toBe(400)
    expect(bad.body.details?.map((d) => d.message)).toEqual(['invalid_pix_key'])
    const cleared = await admin.patch<One>(`/churches/v1/${sede.id}`, { pixKey: '', pixCity: '' })
    expect(cleared.body.data).toMatchObject({ pixKey: '', pixCity: '' })
  })

  it("keeps a church's address on one line and refuses one past 300 characters", async () => {
    const address = 'Sítio Boa Esperança, s/n – Zona Rural, Sá/PE'
    const set = await admin.patch<One>(`/churches/v1/${sede.id}`, { address })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ address })
    const long = await admin.patch<Err>(`/churches/v1/${sede.id}`, { address: 'R'.repeat(301) })
    expect(long.status).toBe(400)
    expect(long.body.details?.map((d) => d.message)).toEqual(['address_too_long'])
    const broken = await admin.patch<Err>(`/churches/v1/${sede.id}`, { address: 'Rua A\nRua B' })
    expect(broken.status).toBe(400)
  })

  it('creates with a checked CNPJ (stored as digits), updates and deletes', async () => {
    const bad = await admin.post<Err>('/churches/v1', {
      sectorId: sede.sectorId,
      name: 'Igreja Nova',
      cnpj: '11.222.333/0001-82',
      representativeMemberId: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.details?.map((d) => d.message).sort()).toEqual(['invalid_cnpj', 'invalid_id'])
    const created = await admin.post<One>('/churches/v1', {
      sectorId: sede.sectorId,
      name: 'Igreja Nova',
      cnpj: '11.444.777/0001-61',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      cnpj: '11444777000161',
      fieldId: sede.fieldId,
      conventionId: sede.conventionId,
      representativeMemberId: null,
    })
    const patched = await admin.patch<One>(`/churches/v1/${created.body.data.id}`, { cnpj: '' })
    expect(patched.body.data).toMatchObject({
      cnpj: '',
      representativeMemberId: null,
      name: 'Igreja Nova',
    })
    expect((await admin.delete(`/churches/v1/${created.body.data.id}`)).status).toBe(200)
    const inUse = await admin.delete<Err>(`/churches/v1/${sede.id}`)
    expect(inUse.status).toBe(409)
    expect(
      (await churchUser.post('/churches/v1', { sectorId: sede.sectorId, name: 'Igreja Irmã' }))
        .status,
    ).toBe(403)
    expect(
      (await churchUser.patch<One>(`/churches/v1/${sede.id}`, { sigla: 'SEDE1' })).status,
    ).toBe(200)
    expect((await churchUser.patch(`/churches/v1/${sibling.id}`, { sigla: 'X' })).status).toBe(404)
    expect((await churchUser.delete(`/churches/v1/${sibling.id}`)).status).toBe(404)
  })

  it('refuses to delete a church that still has members or money, on REST and on replay', async () => {
    const { db } = server.deps
    const userChurches = new Set(
      (
        await db.select({ churchId: users.churchId }).from(users).where(isNull(users.deletedAt))
      ).map((u) => u.churchId),
    )
    const church = demo.churches.find((c) => !userChurches.has(c.id))
    if (!church) throw new Error('every demo church has a user')
    const livePeople = and(eq(members.churchId, church.id), isNull(members.deletedAt))
    expect(await db.$count(members, livePeople)).toBeGreaterThan(0)

    const refused = await admin.delete<Err>(`/churches/v1/${church.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('conflict')
    expect(JSON.stringify(refused.body)).toContain('Transfira os membros para outra igreja')
    const device = new TestDevice(server, tokens.admin)
    const replayed = await device.push('church.delete', { id: church.id })
    expect(replayed.status).toBe('rejected')
    expect(JSON.stringify(replayed.reason)).toContain('Transfira os membros para outra igreja')
    const [row] = await db.select().from(churches).where(eq(churches.id, church.id))
    expect(row?.deletedAt).toBeNull()
  })

  it('names a live member of the church as its representative, never anyone else, also through replay', async () => {
    const own = await liveMemberId(server.deps.db, { churchId: sede.id })
    const foreign = await liveMemberId(server.deps.db, { churchId: sibling.id })
    const reason = (res: { body: Err }) => res.body.details?.map((d) => d.message)

    const named = await admin.patch<One>(`/churches/v1/${sede.id}`, { representativeMemberId: own })
    expect(named.status).toBe(200)
    expect(named.body.data.representativeMemberId).toBe(own)
    for (const memberId of [foreign, crypto.randomUUID()]) {
      const refused = await admin.patch<Err>(`/churches/v1/${sede.id}`, {
        representativeMemberId: memberId,
      })
      expect(refused.status).toBe(400)
      expect(reason(refused)).toEqual(['representative_not_member'])
    }
    // A new church has no members yet.
    const early = await admin.post<Err>('/churches/v1', {
      sectorId: sede.sectorId,
      name: 'Igreja Sem Membros',
      representativeMemberId: own,
    })
    expect(early.status).toBe(400)
    expect(reason(early)).toEqual(['representative_not_member'])
    // The replayed update is checked the same way, and rejected with the reason.
    const device = new TestDevice(server, tokens.admin)
    const replayed = await device.push('church.update', {
      id: sede.id,
      patch: { representativeMemberId: foreign },
    })
    expect(replayed.status).toBe('rejected')
    expect(JSON.stringify(replayed.reason)).toContain('representative_not_member')
    const unlinked = await admin.patch<One>(`/churches/v1/${sede.id}`, {
      representativeMemberId: null,
    })
    expect(unlinked.body.data.representativeMemberId).toBeNull()
  })

  it('never leaves a church under a deleted sector when a create and a delete race', async () => {
    for (let i = 0; i < 3; i++) {
      const sector = await admin.post<One>('/sectors/v1', {
        fieldId: sede.fieldId,
        name: `Setor Corrida ${i}`,
      })
      const [created, deleted] = await Promise.all([
        admin.post('/churches/v1', { sectorId: sector.body.data.id, name: `Igreja Corrida ${i}` }),
        admin.delete(`/sectors/v1/${sector.body.data.id}`),
      ])
      expect([
        [201, 409],
        [404, 200],
      ]).toContainEqual([created.status, deleted.status])
    }
  })

  it('uploads a logo (PNG, JPEG, WebP by content) and serves it without a session', async () => {
    const up = await admin.post<{ file: string }>(
      '/churches/v1/upload-image',
      imageForm(sede.id, PNG),
    )
    expect(up.status).toBe(200)
    expect(up.body).toEqual({ file: `/api/churches/v1/${sede.id}/file/logo` })
    const res = await fetch(`${server.url}${up.body.file}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('private, max-age=300')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG)

    // The client's content type is ignored: the bytes decide.
    expect(
      (
        await churchUser.post(
          '/churches/v1/upload-image',
          imageForm(sede.id, JPEG, 'logo', 'image/png'),
        )
      ).status,
    ).toBe(200)
    expect((await fetch(`${server.url}${up.body.file}`)).headers.get('content-type')).toBe(
      'image/jpeg',
    )
    expect(
      (
        await admin.post(
          '/churches/v1/upload-image',
          imageForm(sibling.id, WEBP, 'logo', 'text/plain'),
        )
      ).status,
    ).toBe(200)
    expect(
      (await fetch(`${server.url}/api/churches/v1/${sibling.id}/file/logo`)).headers.get(
        'content-type',
      ),
    ).toBe('image/webp')
  })

  it('refuses wrong uploads with clear 4xx', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect(
      (await admin.post<Err>('/churches/v1/upload-image', imageForm(sede.id, svg))).body.code,
    ).toBe('unsupported_media_type')
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    const tooBig = await admin.post<Err>('/churches/v1/upload-image', imageForm(sede.id, big))
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.code).toBe('payload_too_large')
    // A body far above the limit is cut off before it is read; in process, since over a socket
    // the server answers 413 and closes while the client is still sending.
    const huge = new Uint8Array(3 * 1024 * 1024)
    huge.set(PNG)
    const inProcess = await createApp(server.deps).request('/api/churches/v1/upload-image', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: imageForm(sede.id, huge),
    })
    expect(inProcess.status).toBe(413)
    expect(((await inProcess.json()) as Err).code).toBe('payload_too_large')
    const missing = await admin.post<Err>('/churches/v1/upload-image', imageForm(sede.id, null))
    expect(missing.status).toBe(400)
    expect(missing.body.details?.[0]?.message).toBe('file_required')
    expect(
      (await admin.post('/churches/v1/upload-image', imageForm(sede.id, PNG, 'banner'))).status,
    ).toBe(400)
    expect((await admin.post('/churches/v1/upload-image', imageForm('nope', PNG))).status).toBe(400)
    expect((await admin.post('/churches/v1/upload-image', { churchId: sede.id })).status).toBe(400)
    expect(
      (await secretary.post('/churches/v1/upload-image', imageForm(sede.id, PNG))).status,
    ).toBe(403)
    expect(
      (await churchUser.post('/churches/v1/upload-image', imageForm(sibling.id, PNG))).status,
    ).toBe(404)
    expect(
      (await admin.post('/churches/v1/upload-image', imageForm(other.church.id, PNG))).status,
    ).toBe(404)
    expect(
      (await apiClient(server.url).post('/churches/v1/upload-image', imageForm(sede.id, PNG)))
        .status,
    ).toBe(401)
  })

  it('serves 404 for missing images, unknown types and churches', async () => {
    const empty = demo.churches[4]?.id ?? ''
    expect((await fetch(`${server.url}/api/churches/v1/${empty}/file/logo`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/churches/v1/${sede.id}/file/banner`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/churches/v1/not-a-uuid/file/logo`)).status).toBe(404)
    expect(
      (await fetch(`${server.url}/api/churches/v1/${crypto.randomUUID()}/file/logo`)).status,
    ).toBe(404)
  })

  it('never shows or touches a church of another client organisation', async () => {
    const path = `/churches/v1/${other.church.id}`
    expect((await admin.get(path)).status).toBe(404)
    expect((await admin.patch(path, { sigla: 'HACK' })).status).toBe(404)
    expect((await admin.delete(path)).status).toBe(404)
    expect(
      (await admin.post('/churches/v1', { sectorId: other.sector.id, name: 'Invasora' })).status,
    ).toBe(404)
    const theirs = apiClient(server.url, other.token)
    expect((await theirs.get<List>('/churches/v1')).body.total).toBe(1)
    expect((await theirs.get(`/churches/v1/${sede.id}`)).status).toBe(404)
    expect((await theirs.post('/churches/v1/upload-image', imageForm(sede.id, PNG))).status).toBe(
      404,
    )
  })
})
