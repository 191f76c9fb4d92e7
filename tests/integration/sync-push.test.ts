import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fields, roles, users } from '../../server/db/schema'
import { historyOf } from '../../server/modules/sync/sync.repo'
import type { PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { liveFieldNames, registerTestMutations, setRolePermissions, tokenFor } from './sync-support'

let server: TestServer
let conventionId: string

beforeAll(async () => {
  registerTestMutations()
  server = await startTestServer()
  conventionId = server.demo!.convention.id
})
afterAll(async () => {
  await server.close()
})

const mutation = (mutationId: number, name: string, args: unknown) => ({
  mutationId,
  name,
  args,
  schemaVersion: SYNC_SCHEMA_VERSION,
  createdAt: new Date().toISOString(),
})

async function pushAs(token: string, clientId: string, mutations: ReturnType<typeof mutation>[]) {
  return apiClient(server.url, token).post<{ data: PushAnswer }>('/sync/v1/push', {
    clientId,
    schemaVersion: SYNC_SCHEMA_VERSION,
    mutations,
  })
}

describe('POST /sync/v1/push', () => {
  it('applies a mutation once; a repeat is skipped and answered as before', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const id = uuidv7()
    const m1 = mutation(1, 'test.field.create', { id, conventionId, name: 'Campo Um' })
    const first = await pushAs(token, clientId, [m1])
    expect(first.status).toBe(200)
    expect(first.body.data.results).toEqual([{ mutationId: 1, status: 'applied', answer: { id } }])
    expect(first.body.data.lastMutationId).toBe(1)
    const again = await pushAs(token, clientId, [
      m1,
      mutation(2, 'test.field.update', { id, patch: { name: 'Campo Um Novo' } }),
    ])
    expect(again.body.data.results).toEqual([
      { mutationId: 1, status: 'duplicate', previous: 'applied', answer: { id } },
      { mutationId: 2, status: 'applied', answer: null },
    ])
    const rows = await server.deps.db.select().from(fields).where(eq(fields.id, id))
    expect(rows.map((r) => r.name)).toEqual(['Campo Um Novo'])
    const history = await historyOf(server.deps.db, 'fields', id)
    expect(history.map((h) => h.action)).toEqual(['create', 'update'])
    expect(history[1]?.changes).toEqual({ name: { old: 'Campo Um', new: 'Campo Um Novo' } })
    expect(history[1]?.mutationId).toBe(2)
  })

  it('keeps one create entry in the history when a create reaches its own row again', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const id = uuidv7()
    const create = mutation(1, 'field.create', { id, conventionId, name: 'Campo Duas Vezes' })
    // The same create from a second device of the same user: the service answers the stored row.
    for (const clientId of [uuidv7(), uuidv7()]) {
      const res = await pushAs(token, clientId, [create])
      expect(res.body.data.results).toEqual([{ mutationId: 1, status: 'applied', answer: { id } }])
    }
    const history = await historyOf(server.deps.db, 'fields', id)
    expect(history.map((h) => h.action)).toEqual(['create'])
    expect(history[0]?.changes).toMatchObject({ name: { old: null, new: 'Campo Duas Vezes' } })
  })

  it('applies each mutation once when pushes of one client race (a retry beside its original)', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const id = uuidv7()
    // A create, then renames of the same row: a doubled or reordered one would show in the history.
    const batch = [
      mutation(1, 'field.create', { id, conventionId, name: 'Campo Corrida 0' }),
      ...Array.from({ length: 24 }, (_, i) =>
        mutation(i + 2, 'field.update', { id, patch: { name: `Campo Corrida ${i + 1}` } }),
      ),
    ]
    const answers = await Promise.all([
      pushAs(token, clientId, batch),
      pushAs(token, clientId, batch),
      pushAs(token, clientId, batch.slice(0, 12)),
      pushAs(token, clientId, batch.slice(6)),
    ])
    const results = answers.flatMap((a) => {
      expect(a.status).toBe(200)
      return a.body.data.results
    })
    for (const r of results) expect(['applied', 'duplicate']).toContain(r.status)
    const applied = results.filter((r) => r.status === 'applied').map((r) => r.mutationId)
    expect(applied.sort((a, b) => a - b)).toEqual(batch.map((m) => m.mutationId))
    const history = await historyOf(server.deps.db, 'fields', id)
    expect(history.map((h) => h.mutationId)).toEqual(batch.map((m) => m.mutationId))
    const [row] = await server.deps.db.select().from(fields).where(eq(fields.id, id))
    expect(row?.name).toBe('Campo Corrida 24')
    const again = await pushAs(token, clientId, [])
    expect(again.body.data.lastMutationId).toBe(25)
  })

  it('sends the mail of a replayed mutation after its commit, and none for a rolled-back one', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const before = server.mails().length
    const [role] = await server.deps.db
      .select()
      .from(roles)
      .where(eq(roles.clientId, server.demo!.client.id))
    const res = await pushAs(token, clientId, [
      mutation(1, 'test.mail.then.fail', { id: uuidv7(), to: 'nunca@exemplo.com.br' }),
      mutation(2, 'user.create', {
        id: uuidv7(),
        name: 'Usuária Sincronizada',
        email: 'sincronizada@exemplo.com.br',
        roleId: role?.id,
        conventionId,
      }),
    ])
    expect(res.body.data.results.map((r) => r.status)).toEqual(['rejected', 'applied'])
    const sent = server.mails().slice(before).join('\n')
    expect(sent).toContain('sincronizada@exemplo.com.br')
    expect(sent).not.toContain('nunca@exemplo.com.br')
  })

  it('refuses a repeated id with different content, and stops at a gap', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const id = uuidv7()
    await pushAs(token, clientId, [
      mutation(1, 'test.field.create', { id, conventionId, name: 'Campo Dois' }),
    ])
    const other = await pushAs(token, clientId, [
      mutation(1, 'test.field.create', { id, conventionId, name: 'Outro nome' }),
    ])
    expect(other.body.data.results).toMatchObject([
      { mutationId: 1, status: 'refused', reason: { code: 'conflict' } },
    ])
    const gap = await pushAs(token, clientId, [
      mutation(3, 'test.field.update', { id, patch: { name: 'Pulou' } }),
    ])
    expect(gap.body.data).toMatchObject({
      lastMutationId: 1,
      results: [],
      stopped: { mutationId: 3, reason: 'gap' },
    })
    expect(await liveFieldNames(server)).not.toContain('Pulou')
    expect(await liveFieldNames(server)).not.toContain('Outro nome')
  })

  it('records a permanent failure as rejected, counts it, and goes on', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const answer = await pushAs(token, clientId, [
      mutation(1, 'test.field.create', { id: uuidv7(), conventionId, name: 'x' }),
      mutation(2, 'no.such.mutation', {}),
      mutation(3, 'test.field.create', { id: uuidv7(), conventionId, name: 'Campo Três' }),
    ])
    expect(answer.body.data.lastMutationId).toBe(3)
    expect(answer.body.data.results).toMatchObject([
      {
        mutationId: 1,
        status: 'rejected',
        reason: {
          code: 'validation_failed',
          details: [{ path: 'name', message: 'name_too_short' }],
        },
      },
      { mutationId: 2, status: 'rejected', reason: { code: 'bad_request' } },
      { mutationId: 3, status: 'applied' },
    ])
    const repeat = await pushAs(token, clientId, [mutation(1, 'test.field.create', { id: 'x' })])
    expect(repeat.body.data.results[0]?.status).toBe('refused')
  })

  it('rejects a mutation whose permission was removed between queue and replay', async () => {
    const { token } = await tokenFor(server, 'secretaria@celeiro.app')
    const clientId = uuidv7()
    await setRolePermissions(server, 'secretaria@celeiro.app', ['VIEW_FIELDS', 'ADD_FIELDS'])
    const field = server.demo!.fields[0]!
    // Placed at a sector: creating a field needs the convention writable, which it is not.
    const answer = await pushAs(token, clientId, [
      mutation(1, 'test.field.create', { id: uuidv7(), conventionId, name: 'Campo Proibido' }),
      mutation(2, 'test.field.update', { id: field.id, patch: { sigla: 'X' } }),
    ])
    expect(answer.body.data.results).toMatchObject([
      { mutationId: 1, status: 'rejected', reason: { code: 'forbidden' } },
      { mutationId: 2, status: 'rejected', reason: { code: 'forbidden' } },
    ])
    expect(await liveFieldNames(server)).not.toContain('Campo Proibido')
  })

  it('answers 401 and applies nothing for a deactivated user', async () => {
    const { token, userId } = await tokenFor(server, 'tesoureiro@celeiro.app')
    await server.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, userId))
    const answer = await pushAs(token, uuidv7(), [
      mutation(1, 'test.field.create', { id: uuidv7(), conventionId, name: 'Campo Inativo' }),
    ])
    expect(answer.status).toBe(401)
    expect(await liveFieldNames(server)).not.toContain('Campo Inativo')
    await server.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, userId))
  })

  it('replays through the entity services (their rules and access checks)', async () => {
    const admin = await tokenFor(server, 'admin@celeiro.app')
    const id = uuidv7()
    const clientId = uuidv7()
    const answer = await pushAs(admin.token, clientId, [
      mutation(1, 'field.create', { id, conventionId, name: 'Campo Real', sigla: 'CR' }),
      mutation(2, 'field.update', { id, patch: { name: 'ab' } }),
      mutation(3, 'field.update', { id, patch: { primaryColor: '#AABBCC' } }),
      mutation(4, 'convention.delete', { id: conventionId }),
    ])
    expect(answer.body.data.results).toMatchObject([
      { mutationId: 1, status: 'applied', answer: { id } },
      { mutationId: 2, status: 'rejected', reason: { code: 'validation_failed' } },
      { mutationId: 3, status: 'applied' },
      { mutationId: 4, status: 'rejected', reason: { code: 'conflict' } },
    ])
    expect((await server.deps.db.select().from(fields).where(eq(fields.id, id)))[0]).toMatchObject({
      name: 'Campo Real',
      primaryColor: '#aabbcc',
    })
    const church = await tokenFor(server, 'tesoureiro@celeiro.app')
    const sector = server.demo!.sectors[0]!
    const denied = await pushAs(church.token, uuidv7(), [
      mutation(1, 'church.create', { id: uuidv7(), sectorId: sector.id, name: 'Igreja Nova' }),
    ])
    expect(denied.body.data.results).toMatchObject([
      { mutationId: 1, status: 'rejected', reason: { code: 'forbidden' } },
    ])
  })

  it("refuses another user's client id, a malformed body and an app older than the server accepts", async () => {
    const admin = await tokenFor(server, 'admin@celeiro.app')
    const other = await tokenFor(server, 'tesoureiro@celeiro.app')
    const clientId = uuidv7()
    await pushAs(admin.token, clientId, [])
    expect((await pushAs(other.token, clientId, [])).status).toBe(403)
    const api = apiClient(server.url, admin.token, 'en')
    expect(
      (await api.post('/sync/v1/push', { clientId: 'nope', schemaVersion: 1, mutations: [] }))
        .status,
    ).toBe(400)
    expect((await api.post('/sync/v1/push', '{not json')).status).toBe(400)
    const old = await api.post<{ code: string; details: { reason: string } }>('/sync/v1/push', {
      clientId,
      schemaVersion: 0,
      mutations: [],
    })
    expect(old.status).toBe(400)
  })
})
