import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS } from '../../sync/contracts/permissions'
import { demoSessions } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'

type Role = {
  id: string
  name: string
  levelId: string
  level: { id: string; order: number }
  permissions: string[]
}
type List = { data: Role[]; total: number }
type One = { data: Role }
type Err = { code: string; details?: { path: string; message: string }[] }

describe('roles and the permission list', () => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  let treasurer: ReturnType<typeof apiClient>
  let manager: ReturnType<typeof apiClient>
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  let levelIds: Record<number, string>
  let demoRoles: Record<string, Role>

  beforeAll(async () => {
    server = await startTestServer()
    if (!server.demo) throw new Error('no demo')
    const tokens = await demoSessions(server.deps.db)
    admin = apiClient(server.url, tokens.admin)
    treasurer = apiClient(server.url, tokens.treasurer)
    const m = await createUserWith(server.deps.db, {
      clientId: server.demo.client.id,
      permissions: ['VIEW_ROLES', 'ADD_ROLES', 'EDIT_ROLES', 'DELETE_ROLES', 'VIEW_MEMBER'],
      levelOrder: 2,
    })
    manager = apiClient(server.url, m.token)
    other = await createOtherTenant(server.deps.db)
    const levels = await admin.get<{ data: { id: string; order: number }[] }>('/levels/v1')
    levelIds = Object.fromEntries(levels.body.data.map((l) => [l.order, l.id]))
    const roles = await admin.get<List>('/roles/v1?pageSize=200')
    demoRoles = Object.fromEntries(roles.body.data.map((r) => [r.name, r]))
  })
  afterAll(() => server.close())

  it('serves the permission list grouped by entity to any signed-in user', async () => {
    const res = await treasurer.get<{ data: { entity: string; permissions: string[] }[] }>(
      '/permissions/v1',
    )
    expect(res.status).toBe(200)
    expect(res.body.data.flatMap((g) => g.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort())
    expect(res.body.data.find((g) => g.entity === 'VISITOR')?.permissions).toEqual([
      'VIEW_VISITOR',
      'ADD_VISITOR',
      'EDIT_VISITOR',
      'DELETE_VISITOR',
    ])
    expect((await apiClient(server.url).get('/permissions/v1')).status).toBe(401)
  })

  it('lists roles with their level, searchable and filterable', async () => {
    const list = await admin.get<List>('/roles/v1')
    expect(list.body.total).toBeGreaterThanOrEqual(3)
    expect(demoRoles.Administrador?.level.order).toBe(0)
    expect((await admin.get<List>('/roles/v1?q=TESOU')).body.data.map((r) => r.name)).toEqual([
      'Tesoureiro',
    ])
    const atAdmin = await admin.get<List>(`/roles/v1?levelId=${levelIds[0]}`)
    expect(atAdmin.body.data.map((r) => r.name)).toEqual(['Administrador'])
    expect(
      (await admin.get<One>(`/roles/v1/${demoRoles.Tesoureiro?.id}`)).body.data.permissions,
    ).toContain('VIEW_TITHING')
    expect((await treasurer.get('/roles/v1')).status).toBe(403)
  })

  it('creates roles with valid permissions only (DEFAULT dropped, duplicates merged)', async () => {
    const created = await admin.post<One>('/roles/v1', {
      name: 'Diácono',
      levelId: levelIds[2],
      permissions: ['VIEW_MEMBER', 'DEFAULT', 'VIEW_MEMBER', 'VIEW_VISITOR'],
    })
    expect(created.status).toBe(201)
    expect(created.body.data.permissions).toEqual(['VIEW_MEMBER', 'VIEW_VISITOR'])
    const wrong = await admin.post<Err>('/roles/v1', {
      name: 'Piloto',
      levelId: levelIds[2],
      permissions: ['FLY_PLANES'],
    })
    expect([wrong.status, wrong.body.details?.[0]?.message]).toEqual([400, 'invalid_permission'])
    const foreign = await admin.post<Err>('/roles/v1', { name: 'Piloto', levelId: other.level.id })
    expect([foreign.status, foreign.body.details?.[0]?.message]).toEqual([400, 'invalid_level'])
    expect((await admin.post('/roles/v1', { name: 'Piloto' })).status).toBe(400)
    expect((await admin.post('/roles/v1', { name: 'Pi', levelId: levelIds[2] })).status).toBe(400)

    const patched = await admin.patch<One>(`/roles/v1/${created.body.data.id}`, {
      permissions: ['VIEW_EVENTS'],
      levelId: levelIds[1],
    })
    expect(patched.body.data).toMatchObject({
      name: 'Diácono',
      permissions: ['VIEW_EVENTS'],
      level: { order: 1 },
    })
    expect((await admin.delete(`/roles/v1/${demoRoles.Tesoureiro?.id}`)).status).toBe(409)
    expect((await admin.delete(`/roles/v1/${created.body.data.id}`)).status).toBe(200)
    expect((await admin.get(`/roles/v1/${created.body.data.id}`)).status).toBe(404)
  })

  it('does not let a non-administrator grant what they do not hold', async () => {
    const own = await manager.post<One>('/roles/v1', {
      name: 'Auxiliar',
      levelId: levelIds[2],
      permissions: ['VIEW_MEMBER'],
    })
    expect(own.status).toBe(201)
    expect(
      (
        await manager.post('/roles/v1', {
          name: 'Auxiliar 2',
          levelId: levelIds[2],
          permissions: ['VIEW_USERS'],
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await manager.post('/roles/v1', {
          name: 'Auxiliar 3',
          levelId: levelIds[1],
          permissions: [],
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await manager.patch(`/roles/v1/${own.body.data.id}`, {
          permissions: ['VIEW_MEMBER', 'EDIT_MEMBER'],
        })
      ).status,
    ).toBe(403)
    expect(
      (await manager.patch(`/roles/v1/${own.body.data.id}`, { levelId: levelIds[0] })).status,
    ).toBe(403)
    expect(
      (await manager.patch(`/roles/v1/${demoRoles.Administrador?.id}`, { name: 'Eu Mando' }))
        .status,
    ).toBe(403)
    expect((await manager.delete(`/roles/v1/${demoRoles.Tesoureiro?.id}`)).status).toBe(403)
    expect(
      (await manager.patch<One>(`/roles/v1/${own.body.data.id}`, { name: 'Auxiliar de Membros' }))
        .status,
    ).toBe(200)
    expect((await manager.delete(`/roles/v1/${own.body.data.id}`)).status).toBe(200)
  })

  it('never shows or touches roles of another client organisation', async () => {
    const path = `/roles/v1/${other.role.id}`
    expect((await admin.get(path)).status).toBe(404)
    expect((await admin.patch(path, { name: 'Invasor' })).status).toBe(404)
    expect((await admin.delete(path)).status).toBe(404)
    expect(
      (
        await admin.post('/roles/v1', {
          id: other.role.id,
          name: 'Administrador',
          levelId: levelIds[0],
        })
      ).status,
    ).toBe(409)
    expect((await apiClient(server.url, other.token).get<List>('/roles/v1')).body.total).toBe(1)
  })
})
