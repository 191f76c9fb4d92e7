import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberPhotos, members } from '../../server/db/schema'
import { completeCpf } from '../../sync/contracts/documents'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { setRolePermissions, tokenFor } from './sync-support'

/** Issue 52: a member's photo (stored, read, changed, removed, anonymised). */

let server: TestServer
let admin: string
let viewer: string
let device: TestDevice
let sede: string
let cpfSeq = 520_100_000

const jpeg = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

function photoForm(bytes: Uint8Array, key?: string) {
  const form = new FormData()
  form.set('file', new Blob([bytes.slice().buffer]), 'foto.jpg')
  if (key) form.set('key', key)
  return form
}

async function newMember(): Promise<string> {
  const id = uuidv7()
  const result = await device.push('member.create', {
    id,
    churchId: sede,
    name: 'Benedita',
    surname: 'Moura',
    cpf: completeCpf(String(cpfSeq++)),
    status: 'active',
  })
  expect(result.status).toBe('applied')
  return id
}

async function memberRow(id: string) {
  const [row] = await server.deps.db.select().from(members).where(eq(members.id, id))
  return row
}

beforeAll(async () => {
  server = await startTestServer()
  sede = server.demo!.churches.find((c) => c.name === 'Igreja Sede Campinas')!.id
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  device = new TestDevice(server, admin)
  // A user who may read members but not edit them.
  await setRolePermissions(server, 'tesoureiro@celeiro.app', ['VIEW_MEMBER'])
  viewer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
})
afterAll(async () => {
  await server.close()
})

describe('member photo', () => {
  it('is stored by who may edit the member, travels as photoKey, is read back, and a resend is the same photo', async () => {
    const id = await newMember()
    const key = uuidv7()
    const api = apiClient(server.url, admin)
    const put = await api.put<{ data: { photoKey: string } }>(
      `/members/v1/members/${id}/photo`,
      photoForm(jpeg(50_000), key),
    )
    expect(put.status).toBe(200)
    expect(put.body.data.photoKey).toBe(key)
    // The same upload again (a lost answer) is not a second photo.
    const again = await api.put(`/members/v1/members/${id}/photo`, photoForm(jpeg(50_000), key))
    expect(again.status).toBe(200)
    await device.pull()
    expect(device.row('members', id)?.photoKey).toBe(key)

    const read = await fetch(`${server.url}/api/members/v1/members/${id}/photo`, {
      headers: { authorization: `Bearer ${viewer}` },
    })
    expect(read.status).toBe(200)
    expect(read.headers.get('content-type')).toBe('image/jpeg')
    expect((await read.arrayBuffer()).byteLength).toBe(50_000)

    // Reading is not editing: the viewer may neither change nor remove it.
    const viewerApi = apiClient(server.url, viewer)
    expect(
      (await viewerApi.put(`/members/v1/members/${id}/photo`, photoForm(jpeg(10)))).status,
    ).toBe(403)
    expect((await viewerApi.delete(`/members/v1/members/${id}/photo`)).status).toBe(403)

    expect((await api.delete(`/members/v1/members/${id}/photo`)).status).toBe(204)
    expect((await memberRow(id))?.photoKey).toBeNull()
    expect((await api.get(`/members/v1/members/${id}/photo`)).status).toBe(404)
  })

  it('is erased when the member is anonymised (LGPD)', async () => {
    const id = await newMember()
    const api = apiClient(server.url, admin)
    expect((await api.put(`/members/v1/members/${id}/photo`, photoForm(jpeg(1000)))).status).toBe(
      200,
    )
    expect((await device.push('member.delete', { id })).status).toBe('applied')
    expect((await memberRow(id))?.photoKey).toBeNull()
    const rows = await server.deps.db
      .select()
      .from(memberPhotos)
      .where(eq(memberPhotos.memberId, id))
    expect(rows).toHaveLength(0)
  })
  // Last: the server closes the connection after a body over its limit.
  it('refuses a photo over 200 KB, one that is not JPEG/PNG, and a member it cannot read', async () => {
    const id = await newMember()
    const api = apiClient(server.url, admin)
    const big = await api.put<{ error: { code: string } }>(
      `/members/v1/members/${id}/photo`,
      photoForm(jpeg(200 * 1024 + 1)),
    )
    expect(big.status).toBe(413)
    const gif = await api.put(
      `/members/v1/members/${id}/photo`,
      photoForm(new TextEncoder().encode('GIF89a-----')),
    )
    expect(gif.status).toBe(415)
    expect(
      (await api.put(`/members/v1/members/${uuidv7()}/photo`, photoForm(jpeg(100)))).status,
    ).toBe(404)
    expect(
      (await api.put(`/members/v1/members/not-an-id/photo`, photoForm(jpeg(100)))).status,
    ).toBe(404)
  })

})
