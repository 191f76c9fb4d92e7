import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberPhotos, members } from '../../server/db/schema'
import { completeCpf } from '../../sync/contracts/documents'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { setRolePermissions, tokenFor } from './sync-support'

/** Issue 52: a member's photo (stored, read, changed, removed, anonymised) and the card's public check. */

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

describe('member card check', () => {
  const check = (token: string) =>
    apiClient(server.url).get<{ data: Record<string, unknown> }>(`/members/v1/cards/${token}`)

  it('answers valid with the name and church only, then invalid after a transfer (no sign-in)', async () => {
    const id = await newMember()
    const token = (await memberRow(id))!.cardToken
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    const valid = await check(token)
    expect(valid.status).toBe(200)
    expect(valid.body.data).toEqual({
      valid: true,
      name: 'Benedita Moura',
      church: 'Igreja Sede Campinas',
    })
    const rp = server.demo!.churches.find((c) => c.name === 'Igreja Sede Ribeirão Preto')!
    const moved = await device.push('member.transfer', {
      id: uuidv7(),
      memberId: id,
      to: { conventionId: server.demo!.convention.id, churchId: rp.id },
      date: '2026-11-01',
    })
    expect(moved.status).toBe('applied')
    expect((await check(token)).body.data).toEqual({ valid: false })
    // The member has a new card token at the destination, valid there.
    const fresh = (await memberRow(id))!.cardToken
    expect(fresh).not.toBe(token)
    expect((await check(fresh)).body.data).toMatchObject({
      valid: true,
      church: 'Igreja Sede Ribeirão Preto',
    })
  })

  it('is invalid once the member leaves, for an unknown or malformed token, and for an anonymised member', async () => {
    const id = await newMember()
    const token = (await memberRow(id))!.cardToken
    const left = await device.push('member.update', { id, patch: { status: 'inactive' } })
    expect(left.status).toBe('applied')
    expect((await check(token)).body.data).toEqual({ valid: false })
    // Back to active: the old card stays revoked.
    await device.push('member.update', { id, patch: { status: 'active' } })
    expect((await check(token)).body.data).toEqual({ valid: false })
    expect((await check('0'.repeat(32))).body.data).toEqual({ valid: false })
    expect((await check('not-a-token')).body.data).toEqual({ valid: false })
    const other = await newMember()
    const otherToken = (await memberRow(other))!.cardToken
    expect((await device.push('member.delete', { id: other })).status).toBe('applied')
    expect((await check(otherToken)).body.data).toEqual({ valid: false })
  })
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
  // Last in the file: the server closes the connection after a body over its limit.
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
