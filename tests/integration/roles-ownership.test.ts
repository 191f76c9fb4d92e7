import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { levels, roles, users } from '../../server/db/schema'
import { ALL_PERMISSIONS, type Permission } from '../../sync/contracts/permissions'
import { createUserWith } from '../factories/users'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'

/**
 * Issue 14, finding 2: roles and levels belong to the whole organisation; a role editor placed
 * in one convention cannot change a role that users elsewhere hold, nor rename, reorder or
 * delete levels, on REST or by a replayed mutation.
 */

let server: TestServer
let conventionEditor: string
let orgEditor: string
let treasurerRoleId: string
let levelIds: Record<number, string>

const everything: Permission[] = [...ALL_PERMISSIONS]

beforeAll(async () => {
  server = await startTestServer()
  const demo = server.demo!
  const db = server.deps.db
  conventionEditor = (
    await createUserWith(db, {
      clientId: demo.client.id,
      permissions: everything,
      levelOrder: 1,
      node: { conventionId: demo.convention.id },
    })
  ).token
  orgEditor = (
    await createUserWith(db, { clientId: demo.client.id, permissions: everything, levelOrder: 1 })
  ).token
  const [treasurer] = await db.select().from(users).where(eq(users.email, 'tesoureiro@celeiro.app'))
  treasurerRoleId = treasurer!.roleId
  const levelRows = await db.select().from(levels).where(eq(levels.clientId, demo.client.id))
  levelIds = Object.fromEntries(levelRows.map((l) => [l.order, l.id]))
})
afterAll(async () => {
  await server.close()
})

const permissionsOf = async (id: string) =>
  (await server.deps.db.select().from(roles).where(eq(roles.id, id)))[0]?.permissions
const levelName = async (id: string) =>
  (await server.deps.db.select().from(levels).where(eq(levels.id, id)))[0]?.name

describe('ownership of roles and levels', () => {
  it('refuses a convention-level role editor on REST, with the reason', async () => {
    const api = apiClient(server.url, conventionEditor)
    const before = await permissionsOf(treasurerRoleId)
    const patch = await api.patch<{ code: string; message: string; details: unknown }>(
      `/roles/v1/${treasurerRoleId}`,
      { permissions: [...before!, 'VIEW_REVENUES', 'VIEW_MEMBER'] },
    )
    expect(patch.status).toBe(403)
    expect(patch.body.details).toEqual({ reason: 'organisation_only' })
    expect(patch.body.message).toMatch(/toda a organização/)
    expect(await permissionsOf(treasurerRoleId)).toEqual(before)
    const create = await api.post('/roles/v1', {
      name: 'Papel do Campo',
      levelId: levelIds[2],
      permissions: ['VIEW_MEMBER'],
    })
    expect(create.status).toBe(403)
    expect((await api.delete(`/roles/v1/${treasurerRoleId}`)).status).toBe(403)
    expect((await api.patch(`/levels/v1/${levelIds[2]}`, { name: 'Renomeado' })).status).toBe(403)
    expect(
      (await api.post('/levels/v1', { name: 'Outro', order: 3, parentLevelId: levelIds[2] }))
        .status,
    ).toBe(403)
    expect((await api.delete(`/levels/v1/${levelIds[2]}`)).status).toBe(403)
    // Reading stays allowed.
    expect((await api.get(`/roles/v1/${treasurerRoleId}`)).status).toBe(200)
  })

  it('rejects the same through sync permanently, with the reason', async () => {
    const device = new TestDevice(server, conventionEditor)
    const before = await permissionsOf(treasurerRoleId)
    const update = await device.push('role.update', {
      id: treasurerRoleId,
      patch: { permissions: [...before!, 'VIEW_REVENUES'] },
    })
    expect(update).toMatchObject({
      status: 'rejected',
      reason: { code: 'forbidden', details: { reason: 'organisation_only' } },
    })
    expect(await permissionsOf(treasurerRoleId)).toEqual(before)
    const levelId = levelIds[2]!
    const name = await levelName(levelId)
    expect(
      await device.push('level.update', { id: levelId, patch: { name: 'Renomeado' } }),
    ).toMatchObject({ status: 'rejected', reason: { code: 'forbidden' } })
    expect(await device.push('level.delete', { id: levelId })).toMatchObject({
      status: 'rejected',
      reason: { code: 'forbidden' },
    })
    expect(await levelName(levelId)).toBe(name)
  })

  it('lets a user placed at the whole organisation edit them, within their grant', async () => {
    const api = apiClient(server.url, orgEditor)
    const before = await permissionsOf(treasurerRoleId)
    const patch = await api.patch(`/roles/v1/${treasurerRoleId}`, {
      permissions: [...before!, 'VIEW_REVENUES'],
    })
    expect(patch.status).toBe(200)
    const device = new TestDevice(server, orgEditor)
    expect(
      await device.push('role.update', { id: treasurerRoleId, patch: { permissions: before } }),
    ).toMatchObject({ status: 'applied' })
    expect(await permissionsOf(treasurerRoleId)).toEqual(before)
  })
})
