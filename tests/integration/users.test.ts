import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSessions, sessionFor } from '../factories/sessions'
import { createOtherTenant } from '../factories/tenant'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { liveMemberId } from './members-support'

type User = {
  id: string
  name: string
  email: string
  cpf: string
  status: string
  emailConfirmed: boolean
  role: { id: string; name: string }
  conventionId: string | null
  fieldId: string | null
  sectorId: string | null
  churchId: string | null
  [key: string]: unknown
}
type List = { data: User[]; total: number }
type One = { data: User }
type Err = { code: string; details?: { path: string; message: string }[] }

describe('users', () => {
  let server: TestServer
  let demo: NonNullable<TestServer['demo']>
  let tokens: Awaited<ReturnType<typeof demoSessions>>
  let admin: ReturnType<typeof apiClient>
  let manager: ReturnType<typeof apiClient>
  let managerRoleId: string
  let other: Awaited<ReturnType<typeof createOtherTenant>>
  let roleIds: Record<string, string>
  let ids: Record<string, string>
  const sede = () => demo.churches[0]!
  const s1 = () => demo.sectors[0]!
  const s2 = () => demo.sectors[1]!

  beforeAll(async () => {
    server = await startTestServer()
    if (!server.demo) throw new Error('no demo')
    demo = server.demo
    tokens = await demoSessions(server.deps.db)
    admin = apiClient(server.url, tokens.admin)
    const m = await createUserWith(server.deps.db, {
      clientId: demo.client.id,
      permissions: ['VIEW_USERS', 'ADD_USERS', 'EDIT_USERS', 'DELETE_USERS', 'VIEW_MEMBER'],
      node: { conventionId: demo.convention.id, fieldId: s1().fieldId, sectorId: s1().id },
    })
    manager = apiClient(server.url, m.token)
    managerRoleId = m.role.id
    other = await createOtherTenant(server.deps.db)
    roleIds = Object.fromEntries(demo.roles.map((r) => [r.name, r.id]))
    const list = await admin.get<List>('/users/v1?pageSize=200')
    ids = Object.fromEntries(list.body.data.map((u) => [u.email, u.id]))
  })
  afterAll(() => server.close())

  it('lists the users in scope, never with a password hash', async () => {
    const all = await admin.get<List>('/users/v1')
    expect(all.body.total).toBe(4)
    for (const user of all.body.data) {
      expect(user).not.toHaveProperty('passwordHash')
      expect(user).not.toHaveProperty('deletedAt')
    }
    expect(all.body.data.find((u) => u.email === 'tesoureiro@celeiro.app')).toMatchObject({
      role: { name: 'Tesoureiro' },
      level: { order: 2 },
      status: 'active',
      emailConfirmed: true,
      churchId: sede().id,
    })
    expect((await admin.get<List>('/users/v1?q=marcia')).body.data.map((u) => u.email)).toEqual([
      'secretaria@celeiro.app',
    ])
    expect((await admin.get<List>(`/users/v1?roleId=${roleIds.Tesoureiro}`)).body.total).toBe(1)
    const mine = await manager.get<List>('/users/v1')
    expect(mine.body.data).toHaveLength(2)
    expect(mine.body.data.map((u) => u.email)).toContain('tesoureiro@celeiro.app')
    expect((await manager.get(`/users/v1/${ids['admin@celeiro.app']}`)).status).toBe(404)
    expect((await manager.get(`/users/v1/${ids['secretaria@celeiro.app']}`)).status).toBe(404)
    expect((await apiClient(server.url, tokens.secretary).get('/users/v1')).status).toBe(403)
  })

  it('creates a user placed at a node (ancestors filled), with an unusable password and a validation e-mail', async () => {
    const before = server.mails().length
    const res = await admin.post<One>('/users/v1', {
      name: 'Pedro',
      fullName: 'Pedro Álvares',
      email: ' Pedro@Example.ORG ',
      cpf: '529.982.247-25',
      roleId: roleIds.Tesoureiro,
      churchId: sede().id,
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      email: 'pedro@example.org',
      cpf: '52998224725',
      status: 'active',
      emailConfirmed: false,
      language: 'pt-BR',
      churchId: sede().id,
      sectorId: s1().id,
      fieldId: s1().fieldId,
      conventionId: demo.convention.id,
    })
    expect(res.body.data).not.toHaveProperty('passwordHash')
    ids.pedro = res.body.data.id
    const mails = server.mails().slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('pedro@example.org')
    expect(mails[0]).toContain('/email-validation/')
    const login = await apiClient(server.url).post('/auth/v1/login', {
      email: 'pedro@example.org',
      password: 'Celeiro@2026',
    })
    expect(login.status).toBe(401)

    const client = await admin.post<One>('/users/v1', {
      name: 'Global',
      email: 'global@example.org',
      roleId: roleIds.Administrador,
    })
    expect(client.status).toBe(201)
    expect(client.body.data).toMatchObject({
      conventionId: null,
      fieldId: null,
      sectorId: null,
      churchId: null,
    })
  })

  it('validates users: e-mail unique, CPF, one placement, a role of the client', async () => {
    const base = {
      name: 'Lucas',
      email: 'lucas@example.org',
      roleId: roleIds.Tesoureiro,
      churchId: sede().id,
    }
    const taken = await admin.post<Err>('/users/v1', { ...base, email: 'TESOUREIRO@celeiro.app' })
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict'])
    const message = async (body: unknown) =>
      (await admin.post<Err>('/users/v1', body)).body.details?.[0]?.message
    expect(await message({ ...base, cpf: '529.982.247-24' })).toBe('invalid_cpf')
    expect(await message({ ...base, sectorId: s1().id })).toBe('one_placement_only')
    expect(await message({ ...base, roleId: other.role.id })).toBe('invalid_role')
    expect(await message({ ...base, email: 'not-an-email' })).toBe('invalid_email')
    expect(await message({ ...base, name: 'Lu' })).toBe('name_too_short')
    expect(await message({ ...base, language: 'fr' })).toBe('invalid_language')
    expect((await admin.post('/users/v1', { ...base, churchId: other.church.id })).status).toBe(404)
    expect((await admin.post('/users/v1', { ...base, churchId: crypto.randomUUID() })).status).toBe(
      404,
    )
  })

  it('gives one of two racing creates of one e-mail a 409, never a 500', async () => {
    const body = (n: number) => ({
      name: `Corrida ${n}`,
      email: 'race@example.org',
      roleId: roleIds.Tesoureiro,
      sectorId: s2().id,
    })
    const results = await Promise.all([
      admin.post<Err>('/users/v1', body(1)),
      admin.post<Err>('/users/v1', body(2)),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })

  it('replays a create with the same client-made id and refuses a different body', async () => {
    const body = {
      id: uuidv7(),
      name: 'Offline',
      email: 'offline@example.org',
      roleId: roleIds.Tesoureiro,
      sectorId: s2().id,
    }
    expect((await admin.post('/users/v1', body)).status).toBe(201)
    const again = await admin.post<One>('/users/v1', body)
    expect([again.status, again.body.data.id]).toEqual([200, body.id])
    expect((await admin.post('/users/v1', { ...body, name: 'Outro Nome' })).status).toBe(409)
    expect(
      (await admin.post('/users/v1', { ...body, id: other.user.id, email: 'x@example.org' }))
        .status,
    ).toBe(409)
  })

  it('keeps a non-administrator inside their subtree and their own grants', async () => {
    const base = { name: 'Auxiliar', email: 'aux@example.org', roleId: managerRoleId }
    expect(
      (await manager.post('/users/v1', { ...base, churchId: demo.churches[2]?.id })).status,
    ).toBe(404) // sibling sector
    expect((await manager.post('/users/v1', { ...base, fieldId: s1().fieldId })).status).toBe(403) // ancestor
    expect((await manager.post('/users/v1', base)).status).toBe(403) // whole client
    expect(
      (
        await manager.post('/users/v1', {
          ...base,
          churchId: sede().id,
          roleId: roleIds.Administrador,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await manager.post('/users/v1', {
          ...base,
          churchId: sede().id,
          roleId: roleIds.Tesoureiro,
        })
      ).status,
    ).toBe(403)
    const made = await manager.post<One>('/users/v1', { ...base, churchId: sede().id })
    expect(made.status).toBe(201)
    expect(
      (await manager.patch(`/users/v1/${made.body.data.id}`, { roleId: roleIds.Administrador }))
        .status,
    ).toBe(403)
    expect(
      (await manager.patch(`/users/v1/${made.body.data.id}`, { sectorId: s2().id })).status,
    ).toBe(404)
    // The treasurer holds permissions the manager lacks: out of reach even inside the subtree.
    expect(
      (await manager.patch(`/users/v1/${ids['tesoureiro@celeiro.app']}`, { phone: '1' })).status,
    ).toBe(403)
    expect(
      (await manager.post(`/users/v1/${ids['tesoureiro@celeiro.app']}/deactivate`)).status,
    ).toBe(403)
    expect(
      (await manager.patch(`/users/v1/${ids['admin@celeiro.app']}`, { phone: '1' })).status,
    ).toBe(404)
    expect(
      (await manager.patch<One>(`/users/v1/${made.body.data.id}`, { phone: '19 99999-0000' }))
        .status,
    ).toBe(200)
  })

  it('links a member record the caller may see, to one user only', async () => {
    const own = await liveMemberId(server.deps.db, { sectorId: s1().id })
    const beyond = await liveMemberId(server.deps.db, { sectorId: s2().id })
    const base = { roleId: managerRoleId, churchId: sede().id }
    const reason = (res: { body: Err }) => res.body.details?.map((d) => d.message)

    const linked = await manager.post<One>('/users/v1', {
      ...base,
      name: 'Vínculo',
      email: 'vinculo@example.org',
      memberId: own,
    })
    expect(linked.status).toBe(201)
    expect(linked.body.data.memberId).toBe(own)
    const twice = await admin.post<Err>('/users/v1', {
      ...base,
      name: 'Outro Vínculo',
      email: 'outro.vinculo@example.org',
      memberId: own,
    })
    expect(twice.status).toBe(409)
    const id = linked.body.data.id
    for (const memberId of [beyond, uuidv7()]) {
      const refused = await manager.patch<Err>(`/users/v1/${id}`, { memberId })
      expect(refused.status).toBe(400)
      expect(reason(refused)).toEqual(['member_not_linkable'])
    }
    // The administrator sees the whole organisation.
    expect(
      (await admin.patch<One>(`/users/v1/${id}`, { memberId: beyond })).body.data.memberId,
    ).toBe(beyond)
    expect(
      (await manager.patch<One>(`/users/v1/${id}`, { memberId: null })).body.data.memberId,
    ).toBeNull()
    // Without VIEW_MEMBER no member record can be linked.
    const blind = await createUserWith(server.deps.db, {
      clientId: demo.client.id,
      permissions: ['VIEW_USERS', 'ADD_USERS'],
      node: { conventionId: demo.convention.id, fieldId: s1().fieldId, sectorId: s1().id },
    })
    const refused = await apiClient(server.url, blind.token).post<Err>('/users/v1', {
      name: 'Sem Acesso',
      email: 'sem.acesso@example.org',
      roleId: blind.role.id,
      churchId: sede().id,
      memberId: own,
    })
    expect(refused.status).toBe(400)
    expect(reason(refused)).toEqual(['member_not_linkable'])
  })

  it('updates only what changed; a new e-mail must be confirmed before it is used; moving re-places the user', async () => {
    const id = ids.pedro ?? ''
    const before = server.mails().length
    const renamed = await admin.patch<One>(`/users/v1/${id}`, { registro: 'R-1' })
    expect(renamed.body.data).toMatchObject({
      name: 'Pedro',
      registro: 'R-1',
      email: 'pedro@example.org',
    })
    const moved = await admin.patch<One>(`/users/v1/${id}`, { sectorId: s2().id })
    expect(moved.body.data).toMatchObject({
      churchId: null,
      sectorId: s2().id,
      fieldId: s2().fieldId,
    })
    await admin.post(`/users/v1/${ids['admin@celeiro.app']}/resend-validation`)
    const confirmed = await admin.patch<One>(`/users/v1/${ids['secretaria@celeiro.app']}`, {
      email: 'marcia@example.org',
    })
    // A new e-mail waits for its confirmation; the current one keeps signing in (issue 14 #6).
    expect(confirmed.body.data).toMatchObject({
      email: 'secretaria@celeiro.app',
      pendingEmail: 'marcia@example.org',
      emailConfirmed: true,
    })
    expect(
      server
        .mails()
        .slice(before)
        .some((m) => m.includes('marcia@example.org')),
    ).toBe(true)
    expect((await admin.patch(`/users/v1/${id}`, { email: 'admin@celeiro.app' })).status).toBe(409)
    expect((await admin.patch(`/users/v1/${id}`, { status: 'inactive' })).status).toBe(400)
    expect((await admin.patch(`/users/v1/${id}`, { passwordHash: 'x' })).status).toBe(400)
  })

  it('deactivates (ending sessions) and activates users; nobody deactivates themself', async () => {
    const treasurerId = ids['tesoureiro@celeiro.app'] ?? ''
    const treasurer = apiClient(server.url, tokens.treasurer)
    expect((await treasurer.get('/permissions/v1')).status).toBe(200)
    const off = await admin.post<One>(`/users/v1/${treasurerId}/deactivate`)
    expect([off.status, off.body.data.status]).toEqual([200, 'inactive'])
    expect((await treasurer.get('/permissions/v1')).status).toBe(401)
    const on = await admin.post<One>(`/users/v1/${treasurerId}/activate`)
    expect([on.status, on.body.data.status]).toEqual([200, 'active'])
    expect((await treasurer.get('/permissions/v1')).status).toBe(401) // the old session stays revoked
    const fresh = apiClient(server.url, await sessionFor(server.deps.db, 'tesoureiro@celeiro.app'))
    expect((await fresh.get('/permissions/v1')).status).toBe(200)
    expect((await admin.post(`/users/v1/${ids['admin@celeiro.app']}/deactivate`)).status).toBe(409)
    expect((await admin.delete(`/users/v1/${ids['admin@celeiro.app']}`)).status).toBe(409)
  })

  it('resends the validation link only while the address is unconfirmed', async () => {
    const before = server.mails().length
    const sent = await admin.post<{ data: { sent: boolean } }>(
      `/users/v1/${ids.pedro}/resend-validation`,
    )
    expect([sent.status, sent.body.data.sent]).toEqual([200, true])
    expect(server.mails().length).toBe(before + 1)
    expect(
      (await admin.post(`/users/v1/${ids['tesoureiro@celeiro.app']}/resend-validation`)).status,
    ).toBe(409)
  })

  it('soft-deletes users and ends their sessions', async () => {
    const id = ids.pedro ?? ''
    const token = await sessionFor(server.deps.db, 'pedro@example.org')
    expect((await admin.delete(`/users/v1/${id}`)).status).toBe(200)
    expect((await admin.get(`/users/v1/${id}`)).status).toBe(404)
    expect((await apiClient(server.url, token).get('/permissions/v1')).status).toBe(401)
    expect((await admin.delete(`/users/v1/${id}`)).status).toBe(404)
  })

  it('never shows or touches users of another client organisation', async () => {
    const id = other.user.id
    expect((await admin.get(`/users/v1/${id}`)).status).toBe(404)
    expect((await admin.patch(`/users/v1/${id}`, { name: 'Invasor' })).status).toBe(404)
    expect((await admin.delete(`/users/v1/${id}`)).status).toBe(404)
    for (const action of ['deactivate', 'activate', 'resend-validation'])
      expect((await admin.post(`/users/v1/${id}/${action}`)).status).toBe(404)
    const theirs = apiClient(server.url, other.token)
    expect((await theirs.get<List>('/users/v1')).body.total).toBe(1)
    expect((await theirs.get(`/users/v1/${ids['admin@celeiro.app']}`)).status).toBe(404)
    expect(
      (
        await theirs.post('/users/v1', {
          name: 'Intruso',
          email: 'i@example.org',
          roleId: roleIds.Tesoureiro,
        })
      ).status,
    ).toBe(400)
  })
})
