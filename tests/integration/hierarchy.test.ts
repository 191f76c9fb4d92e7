import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSessions } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'

type Row = { id: string; name: string; [key: string]: unknown }
type List = { data: Row[]; total: number; page: number; pageSize: number }
type One = { data: Row }
type Err = { code: string; message: string; details?: { path: string; message: string }[] }

describe('conventions, fields and sectors', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  let treasurer: ReturnType<typeof apiClient>
  let sectorUser: ReturnType<typeof apiClient>
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  let demo: NonNullable<TestServer['demo']>

  beforeAll(async () => {
    server = await startTestServer()
    if (!server.demo) throw new Error('no demo')
    demo = server.demo
    const tokens = await demoSessions(server.deps.db)
    admin = apiClient(server.url, tokens.admin)
    treasurer = apiClient(server.url, tokens.treasurer)
    const [f1] = demo.fields
    const [s1] = demo.sectors
    const coordinator = await createUserWith(server.deps.db, {
      clientId: demo.client.id,
      permissions: [
        'VIEW_CONGREGATIONS',
        'EDIT_CONGREGATIONS',
        'VIEW_FIELDS',
        'EDIT_FIELDS',
        'ADD_FIELDS',
        'VIEW_REGIONAL',
        'ADD_REGIONAL',
        'EDIT_REGIONAL',
        'DELETE_REGIONAL',
      ],
      node: { conventionId: demo.convention.id, fieldId: f1?.id, sectorId: s1?.id },
    })
    sectorUser = apiClient(server.url, coordinator.token)
    other = await createOtherTenant(server.deps.db)
  })
  afterAll(() => server.close())

  it('refuses calls without a valid session', async () => {
    expect((await apiClient(server.url).get('/congregations/v1')).status).toBe(401)
    expect((await apiClient(server.url, 'x'.repeat(43)).get('/fields/v1')).status).toBe(401)
  })

  it('lists conventions and fields for the administrator, with accent-insensitive search and paging', async () => {
    const conventions = await admin.get<List>('/congregations/v1')
    expect(conventions.status).toBe(200)
    expect(conventions.body).toMatchObject({ total: 1, page: 1, pageSize: 20 })
    expect(conventions.body.data[0]).toMatchObject({
      name: 'Convenção Estadual das Assembleias',
      sigla: 'CEAD',
    })
    expect(conventions.body.data[0]).not.toHaveProperty('deletedAt')

    const search = await admin.get<List>('/fields/v1?q=RIBEIRAO')
    expect(search.body.data.map((f) => f.name)).toEqual(['Campo Eclesiástico de Ribeirão Preto'])
    const bySigla = await admin.get<List>('/sectors/v1?q=srs')
    expect(bySigla.body.data.map((s) => s.name)).toEqual(['Setor Regional Sul'])

    const page2 = await admin.get<List>('/sectors/v1?pageSize=2&page=2')
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 })
    expect(page2.body.data).toHaveLength(1)
    const filtered = await admin.get<List>(`/sectors/v1?fieldId=${demo.fields[1]?.id}`)
    expect(filtered.body.data.map((s) => s.name)).toEqual(['Setor Regional Centro'])

    expect((await admin.get('/fields/v1?pageSize=500')).status).toBe(400)
    expect((await admin.get('/fields/v1?page=0')).status).toBe(400)
    expect((await admin.get('/fields/v1?q=%25')).body).toMatchObject({ total: 0 })
  })

  it('checks the permission of every call', async () => {
    const f1 = demo.fields[0]?.id ?? ''
    expect((await treasurer.get('/fields/v1')).status).toBe(403)
    expect((await treasurer.get(`/fields/v1/${f1}`)).status).toBe(403)
    expect((await treasurer.post('/congregations/v1', { name: 'Nova' })).status).toBe(403)
    expect((await treasurer.patch(`/fields/v1/${f1}`, { name: 'Outro nome' })).status).toBe(403)
    expect((await treasurer.delete(`/sectors/v1/${demo.sectors[0]?.id}`)).status).toBe(403)
    const denied = await treasurer.get<Err>('/congregations/v1')
    expect(denied.body).toEqual({
      code: 'forbidden',
      message: 'Você não tem permissão para esta ação.',
    })
  })

  it('creates, updates and soft-deletes, with validation codes', async () => {
    const bad = await admin.post<Err>('/congregations/v1', {
      name: ' ab ',
      primaryColor: 'red',
      linkLogo: 'javascript:alert(1)',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('validation_failed')
    const problems = Object.fromEntries((bad.body.details ?? []).map((d) => [d.path, d.message]))
    expect(problems).toEqual({
      name: 'name_too_short',
      primaryColor: 'invalid_color',
      linkLogo: 'invalid_url',
    })

    const created = await admin.post<One>('/congregations/v1', {
      name: '  Convenção Nova ',
      primaryColor: '#AABBCC',
      linkLogo: 'https://x.org/l.png',
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      name: 'Convenção Nova',
      primaryColor: '#aabbcc',
      sigla: '',
      conventionId: created.body.data.id,
    })
    const conventionId = created.body.data.id

    const field = await admin.post<One>('/fields/v1', {
      conventionId,
      name: 'Campo Novo',
      sigla: 'CN',
    })
    expect(field.status).toBe(201)
    const sector = await admin.post<One>('/sectors/v1', {
      fieldId: field.body.data.id,
      name: 'Setor Novo',
    })
    expect(sector.status).toBe(201)
    expect(sector.body.data).toMatchObject({ conventionId, fieldId: field.body.data.id })

    const patched = await admin.patch<One>(`/fields/v1/${field.body.data.id}`, { sigla: 'CNV' })
    expect(patched.body.data).toMatchObject({ name: 'Campo Novo', sigla: 'CNV' })
    expect(
      (await admin.patch(`/fields/v1/${field.body.data.id}`, { conventionId: demo.convention.id }))
        .status,
    ).toBe(400)
    expect((await admin.patch(`/fields/v1/${field.body.data.id}`, { name: 'x' })).status).toBe(400)

    const blocked = await admin.delete<Err>(`/fields/v1/${field.body.data.id}`)
    expect(blocked.status).toBe(409)
    expect(blocked.body.code).toBe('conflict')
    expect((await admin.delete(`/congregations/v1/${conventionId}`)).status).toBe(409)
    expect((await admin.delete(`/sectors/v1/${sector.body.data.id}`)).status).toBe(200)
    expect((await admin.delete(`/fields/v1/${field.body.data.id}`)).status).toBe(200)
    expect((await admin.get(`/fields/v1/${field.body.data.id}`)).status).toBe(404)
    expect((await admin.patch(`/fields/v1/${field.body.data.id}`, { sigla: 'X' })).status).toBe(404)
    expect((await admin.delete(`/fields/v1/${field.body.data.id}`)).status).toBe(404)
    expect((await admin.delete(`/congregations/v1/${conventionId}`)).status).toBe(200)
    const list = await admin.get<List>('/congregations/v1')
    expect(list.body.data.map((c) => c.id)).not.toContain(conventionId)
  })

  it('accepts a client-made id: a replay answers the same row, a different body is a conflict', async () => {
    const id = uuidv7()
    const body = { id, conventionId: demo.convention.id, name: 'Campo Offline' }
    const first = await admin.post<One>('/fields/v1', body)
    expect(first.status).toBe(201)
    expect(first.body.data.id).toBe(id)
    const again = await admin.post<One>('/fields/v1', body)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    expect((await admin.post('/fields/v1', { ...body, name: 'Campo Diferente' })).status).toBe(409)
    expect((await admin.post('/fields/v1', { ...body, id: other.field.id })).status).toBe(409)
    expect((await admin.post('/fields/v1', { ...body, id: 'not-a-uuid' })).status).toBe(400)
  })

  it('limits a sector user to its subtree: ancestors readable not writable, siblings invisible', async () => {
    const [f1, f2] = demo.fields
    const [s1, s2] = demo.sectors
    const fields = await sectorUser.get<List>('/fields/v1')
    expect(fields.body.data.map((f) => f.id)).toEqual([f1?.id])
    const sectors = await sectorUser.get<List>('/sectors/v1')
    expect(sectors.body.data.map((s) => s.id)).toEqual([s1?.id])
    expect((await sectorUser.get(`/fields/v1/${f1?.id}`)).status).toBe(200)
    expect((await sectorUser.get(`/fields/v1/${f2?.id}`)).status).toBe(404)
    expect((await sectorUser.get(`/sectors/v1/${s2?.id}`)).status).toBe(404)
    expect(
      (await sectorUser.patch(`/congregations/v1/${demo.convention.id}`, { sigla: 'X' })).status,
    ).toBe(403)
    expect((await sectorUser.patch(`/fields/v1/${f1?.id}`, { sigla: 'X' })).status).toBe(403)
    expect((await sectorUser.patch(`/sectors/v1/${s2?.id}`, { sigla: 'X' })).status).toBe(404)
    expect(
      (await sectorUser.post('/fields/v1', { conventionId: demo.convention.id, name: 'Meu Campo' }))
        .status,
    ).toBe(403)
    expect(
      (await sectorUser.post('/sectors/v1', { fieldId: f1?.id, name: 'Meu Setor' })).status,
    ).toBe(403)
    const own = await sectorUser.patch<One>(`/sectors/v1/${s1?.id}`, { sigla: 'SRN2' })
    expect(own.status).toBe(200)
    expect(own.body.data.sigla).toBe('SRN2')
  })

  it('never shows or touches another client organisation', async () => {
    for (const path of [
      `/congregations/v1/${other.conventionId}`,
      `/fields/v1/${other.field.id}`,
      `/sectors/v1/${other.sector.id}`,
    ]) {
      expect((await admin.get(path)).status).toBe(404)
      expect((await admin.patch(path, { sigla: 'HACK' })).status).toBe(404)
      expect((await admin.delete(path)).status).toBe(404)
    }
    expect(
      (await admin.post('/fields/v1', { conventionId: other.conventionId, name: 'Invasor' }))
        .status,
    ).toBe(404)
    expect(
      (await admin.post('/sectors/v1', { fieldId: other.field.id, name: 'Invasor' })).status,
    ).toBe(404)
    const theirs = apiClient(server.url, other.token)
    const lists = await Promise.all(
      ['/congregations/v1', '/fields/v1', '/sectors/v1'].map((p) => theirs.get<List>(p)),
    )
    expect(lists.map((l) => l.body.total)).toEqual([1, 1, 1])
    expect(
      (await admin.get<List>(`/fields/v1?conventionId=${other.conventionId}`)).body.total,
    ).toBe(0)
  })

  it('answers malformed input with 4xx', async () => {
    expect((await admin.get('/fields/v1/not-a-uuid')).status).toBe(404)
    expect((await admin.post('/fields/v1', '{not json')).status).toBe(400)
    expect((await admin.post('/fields/v1', [1, 2])).status).toBe(400)
    expect((await admin.patch(`/fields/v1/${demo.fields[0]?.id}`, 'null')).status).toBe(400)
  })
})
