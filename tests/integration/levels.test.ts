import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSessions } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'

type Level = { id: string; name: string; order: number; parentLevelId: string | null }
type List = { data: Level[]; total: number }
type One = { data: Level }
type Err = { code: string; details?: { path: string; message: string }[] }

describe('levels', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  let treasurer: ReturnType<typeof apiClient>
  let churchLevelUser: ReturnType<typeof apiClient>
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  let byOrder: Record<number, Level>

  beforeAll(async () => {
    server = await startTestServer()
    if (!server.demo) throw new Error('no demo')
    const tokens = await demoSessions(server.deps.db)
    admin = apiClient(server.url, tokens.admin)
    treasurer = apiClient(server.url, tokens.treasurer)
    const manager = await createUserWith(server.deps.db, {
      clientId: server.demo.client.id,
      permissions: ['VIEW_LEVELS', 'ADD_LEVELS', 'EDIT_LEVELS', 'DELETE_LEVELS'],
      levelOrder: 2,
    })
    churchLevelUser = apiClient(server.url, manager.token)
    other = await createOtherTenant(server.deps.db)
    const list = await admin.get<List>('/levels/v1')
    byOrder = Object.fromEntries(list.body.data.map((l) => [l.order, l]))
  })
  afterAll(() => server.close())

  it('lists the client levels by order', async () => {
    const list = await admin.get<List>('/levels/v1')
    expect(list.status).toBe(200)
    expect(list.body.data.map((l) => [l.name, l.order])).toEqual([
      ['Administrador', 0],
      ['Convenção', 1],
      ['Igreja', 2],
    ])
    expect(list.body.data[2]?.parentLevelId).toBe(byOrder[1]?.id)
    expect((await admin.get<One>(`/levels/v1/${byOrder[1]?.id}`)).body.data.name).toBe('Convenção')
    expect((await treasurer.get('/levels/v1')).status).toBe(403)
    expect((await apiClient(server.url).get('/levels/v1')).status).toBe(401)
  })

  it('enforces the order and parent rules', async () => {
    const problem = async (body: unknown) => {
      const res = await admin.post<Err>('/levels/v1', body)
      return [res.status, res.body.details?.[0]?.message ?? res.body.code]
    }
    expect(await problem({ name: 'Raiz', order: 0, parentLevelId: byOrder[1]?.id })).toEqual([
      400,
      'parent_not_allowed',
    ])
    expect(await problem({ name: 'Raiz', order: 0 })).toEqual([409, 'conflict'])
    expect(await problem({ name: 'Setor', order: 3 })).toEqual([400, 'parent_required'])
    expect(await problem({ name: 'Setor', order: 2, parentLevelId: byOrder[2]?.id })).toEqual([
      400,
      'parent_order_not_lower',
    ])
    expect(await problem({ name: 'Setor', order: 3, parentLevelId: other.level.id })).toEqual([
      400,
      'invalid_parent',
    ])
    expect(await problem({ name: 'Se', order: 3, parentLevelId: byOrder[2]?.id })).toEqual([
      400,
      'name_too_short',
    ])
    expect(await problem({ name: 'Setor', order: -1 })).toEqual([400, 'invalid_order'])
    expect(await problem({ name: 'Setor', order: 1.5 })).toEqual([400, 'invalid_order'])
  })

  it('creates, updates and deletes levels, refusing deletes in use', async () => {
    const sector = await admin.post<One>('/levels/v1', {
      name: 'Setor',
      order: 3,
      parentLevelId: byOrder[2]?.id,
    })
    expect(sector.status).toBe(201)
    const leaf = await admin.post<One>('/levels/v1', {
      name: 'Folha',
      order: 4,
      parentLevelId: sector.body.data.id,
    })
    expect(leaf.status).toBe(201)
    const first = await admin.post<One>('/levels/v1', { name: 'Primeiro', order: 1 })
    expect(first.body.data.parentLevelId).toBeNull()

    expect(
      (await admin.patch<One>(`/levels/v1/${sector.body.data.id}`, { name: 'Setor Regional' })).body
        .data.name,
    ).toBe('Setor Regional')
    const reorder = await admin.patch<Err>(`/levels/v1/${sector.body.data.id}`, { order: 5 })
    expect([reorder.status, reorder.body.details?.[0]?.message]).toEqual([
      400,
      'child_order_not_higher',
    ])
    expect(
      (await admin.patch(`/levels/v1/${sector.body.data.id}`, { parentLevelId: null })).status,
    ).toBe(400)

    expect((await admin.delete(`/levels/v1/${byOrder[2]?.id}`)).status).toBe(409) // roles use it
    expect((await admin.delete(`/levels/v1/${sector.body.data.id}`)).status).toBe(409) // a child level
    expect((await admin.delete(`/levels/v1/${leaf.body.data.id}`)).status).toBe(200)
    expect((await admin.delete(`/levels/v1/${sector.body.data.id}`)).status).toBe(200)
    expect((await admin.get(`/levels/v1/${sector.body.data.id}`)).status).toBe(404)
  })

  it('replays a create with the same client-made id, refuses a different one', async () => {
    const body = { id: uuidv7(), name: 'Offline', order: 7, parentLevelId: byOrder[2]?.id }
    expect((await admin.post('/levels/v1', body)).status).toBe(201)
    expect((await admin.post('/levels/v1', body)).status).toBe(200)
    expect((await admin.post('/levels/v1', { ...body, order: 8 })).status).toBe(409)
  })

  it('does not let a non-administrator touch levels above their own', async () => {
    expect((await churchLevelUser.post('/levels/v1', { name: 'Alto', order: 1 })).status).toBe(403)
    expect(
      (await churchLevelUser.patch(`/levels/v1/${byOrder[1]?.id}`, { name: 'Mudado' })).status,
    ).toBe(403)
    expect((await churchLevelUser.delete(`/levels/v1/${byOrder[0]?.id}`)).status).toBe(403)
    const own = await churchLevelUser.post<One>('/levels/v1', {
      name: 'Abaixo',
      order: 3,
      parentLevelId: byOrder[2]?.id,
    })
    expect(own.status).toBe(201)
    expect(
      (
        await churchLevelUser.patch(`/levels/v1/${own.body.data.id}`, {
          order: 1,
          parentLevelId: null,
        })
      ).status,
    ).toBe(403)
  })

  it('never shows or touches levels of another client organisation', async () => {
    const path = `/levels/v1/${other.level.id}`
    expect((await admin.get(path)).status).toBe(404)
    expect((await admin.patch(path, { name: 'Invasor' })).status).toBe(404)
    expect((await admin.delete(path)).status).toBe(404)
    expect((await apiClient(server.url, other.token).get<List>('/levels/v1')).body.total).toBe(1)
  })
})
