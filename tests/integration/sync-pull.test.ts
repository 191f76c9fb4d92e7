import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fields } from '../../server/db/schema'
import { seedDemo } from '../../server/seed/demo'
import type { PullAnswer, PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { registerTestMutations, setRolePermissions, tokenFor } from './sync-support'

let server: TestServer

beforeAll(async () => {
  registerTestMutations()
  server = await startTestServer()
  // A second organisation: nothing of it may ever reach the first one's devices.
  await seedDemoOther()
})
afterAll(async () => {
  await server.close()
})

async function seedDemoOther() {
  const { users } = await import('../../server/db/schema')
  // seedDemo uses fixed e-mails: rename the first organisation's users out of the way, seed, rename back.
  const rows = await server.deps.db.select().from(users)
  for (const u of rows)
    await server.deps.db
      .update(users)
      .set({ email: `first-${u.email}` })
      .where(eq(users.id, u.id))
  await seedDemo(server.deps.db)
  const all = await server.deps.db.select().from(users)
  const seconds = all.filter((u) => !u.email.startsWith('first-'))
  for (const u of seconds)
    await server.deps.db
      .update(users)
      .set({ email: `other-${u.email}` })
      .where(eq(users.id, u.id))
  for (const u of all.filter((x) => x.email.startsWith('first-')))
    await server.deps.db
      .update(users)
      .set({ email: u.email.slice('first-'.length) })
      .where(eq(users.id, u.id))
}

async function pullAll(token: string, clientId: string, limit: number, from = 0) {
  const api = apiClient(server.url, token)
  let cursor = from
  const pages: PullAnswer[] = []
  for (let i = 0; i < 1000; i++) {
    const res = await api.get<{ data: PullAnswer }>(
      `/sync/v1/pull?clientId=${clientId}&cursor=${cursor}&limit=${limit}`,
    )
    expect(res.status).toBe(200)
    pages.push(res.body.data)
    if (res.body.data.reset) return { pages, cursor: 0, reset: true }
    expect(res.body.data.cursor).toBeGreaterThanOrEqual(cursor)
    cursor = res.body.data.cursor
    if (!res.body.data.hasMore) break
  }
  return { pages, cursor, reset: false }
}

describe('GET /sync/v1/pull', () => {
  it('streams every visible row once, in pages, with the total on the first page', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const { pages } = await pullAll(token, uuidv7(), 100)
    const changes = pages.flatMap((p) => p.changes)
    expect(pages.length).toBeGreaterThan(3)
    expect(pages[0]?.total).toBe(changes.length)
    expect(new Set(changes.map((c) => c.id)).size).toBe(changes.length)
    const seqs = changes.map((c) => c.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    const byEntity = (name: string) => changes.filter((c) => c.entity === name)
    // One organisation: 1 convention, 2 fields, 3 sectors, 6 churches, 3 levels, 5 roles (the
    // Sunday school's teacher and superintendent among them), 3 users.
    expect([1, 2, 3, 6, 3, 5, 3]).toEqual(
      ['conventions', 'fields', 'sectors', 'churches', 'levels', 'roles', 'users'].map(
        (e) => byEntity(e).length,
      ),
    )
    for (const user of byEntity('users')) {
      expect(user.row).toBeDefined()
      expect(user.row).not.toHaveProperty('passwordHash')
      expect(user.row).not.toHaveProperty('seq')
    }
  })

  it('gives a church user only its church, its ancestors and what its permissions allow', async () => {
    await setRolePermissions(server, 'tesoureiro@celeiro.app', [
      'VIEW_CHURCHES',
      'VIEW_REGIONAL',
      'VIEW_USERS',
      'VIEW_TITHING',
    ])
    const { token } = await tokenFor(server, 'tesoureiro@celeiro.app')
    const { pages } = await pullAll(token, uuidv7(), 50)
    const changes = pages.flatMap((p) => p.changes)
    const sede = server.demo!.churches[0]!
    expect(changes.filter((c) => c.entity === 'churches').map((c) => c.id)).toEqual([sede.id])
    expect(changes.filter((c) => c.entity === 'sectors').map((c) => c.id)).toEqual([sede.sectorId])
    expect(changes.filter((c) => c.entity === 'users').map((c) => c.row?.email)).toEqual([
      'tesoureiro@celeiro.app',
    ])
    expect(
      changes.some((c) => c.entity === 'fields' || c.entity === 'roles' || c.entity === 'levels'),
    ).toBe(false)
  })

  it('carries tombstones, the last applied mutation and the reasons of rejections', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const api = apiClient(server.url, token)
    const first = await pullAll(token, clientId, 500)
    const id = uuidv7()
    const conventionId = server.demo!.convention.id
    const push = await api.post<{ data: PushAnswer }>('/sync/v1/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 1,
          name: 'test.field.create',
          args: { id, conventionId, name: 'Campo Efêmero' },
          schemaVersion: 1,
          createdAt: '2026-01-01T00:00:00Z',
        },
        {
          mutationId: 2,
          name: 'test.field.update',
          args: { id, patch: { name: '' } },
          schemaVersion: 1,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    })
    expect(push.body.data.lastMutationId).toBe(2)
    const second = await pullAll(token, clientId, 500, first.cursor)
    const last = second.pages.at(-1)!
    expect(last.lastMutationId).toBe(2)
    expect(last.rejected).toMatchObject([{ mutationId: 2, reason: { code: 'validation_failed' } }])
    expect(second.pages.flatMap((p) => p.changes)).toMatchObject([
      { entity: 'fields', id, row: { name: 'Campo Efêmero' } },
    ])
    await api.post('/sync/v1/push', {
      clientId,
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: [
        {
          mutationId: 3,
          name: 'test.field.delete',
          args: { id },
          schemaVersion: 1,
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    })
    const third = await pullAll(token, clientId, 500, second.cursor)
    expect(third.pages.flatMap((p) => p.changes)).toMatchObject([
      { entity: 'fields', id, deleted: true },
    ])
    expect(third.pages.at(-1)?.rejected).toHaveLength(1)
    const confirmed = await api.get<{ data: PullAnswer }>(
      `/sync/v1/pull?clientId=${clientId}&cursor=${third.cursor}&rejectedFrom=3`,
    )
    expect(confirmed.body.data.rejected).toEqual([])
    const none = await pullAll(token, clientId, 500, third.cursor)
    expect(none.pages.flatMap((p) => p.changes)).toEqual([])
  })

  it('tells the device to resync from zero when the role or place changed', async () => {
    const { token } = await tokenFor(server, 'secretaria@celeiro.app')
    await setRolePermissions(server, 'secretaria@celeiro.app', ['VIEW_CHURCHES'])
    const clientId = uuidv7()
    const first = await pullAll(token, clientId, 500)
    expect(
      first.pages.flatMap((p) => p.changes).filter((c) => c.entity === 'churches'),
    ).toHaveLength(2)
    const unchanged = await pullAll(token, clientId, 500, first.cursor)
    expect(unchanged.reset).toBe(false)
    await setRolePermissions(server, 'secretaria@celeiro.app', ['VIEW_CHURCHES', 'VIEW_FIELDS'])
    const after = await pullAll(token, clientId, 500, first.cursor)
    expect(after.reset).toBe(true)
    const again = await pullAll(token, clientId, 500, 0)
    expect(again.reset).toBe(false)
    expect(again.pages.flatMap((p) => p.changes).filter((c) => c.entity === 'fields')).toHaveLength(
      1,
    )
  })

  it('validates its query and keeps another user off a client id', async () => {
    const admin = await tokenFor(server, 'admin@celeiro.app')
    const other = await tokenFor(server, 'secretaria@celeiro.app')
    const clientId = uuidv7()
    expect(
      (await apiClient(server.url, admin.token).get(`/sync/v1/pull?clientId=${clientId}`)).status,
    ).toBe(200)
    expect(
      (await apiClient(server.url, other.token).get(`/sync/v1/pull?clientId=${clientId}`)).status,
    ).toBe(403)
    expect((await apiClient(server.url, admin.token).get(`/sync/v1/pull?clientId=x`)).status).toBe(
      400,
    )
    expect(
      (await apiClient(server.url, admin.token).get(`/sync/v1/pull?clientId=${clientId}&limit=0`))
        .status,
    ).toBe(400)
    // A last day bounds a read of entities only (a device's sync keeps no upper bound).
    const until = (day: string, rest = '') =>
      apiClient(server.url, admin.token).get(
        `/sync/v1/pull?clientId=${clientId}&keepUntil=${day}${rest}`,
      )
    expect((await until('2026-10-31')).status).toBe(400)
    expect((await until('2026-10-31', '&entities=tithes&keepFrom=2026-10-01')).status).toBe(200)
    expect((await until('2026-02-30', '&entities=tithes')).status).toBe(400)
    expect((await apiClient(server.url).get(`/sync/v1/pull?clientId=${clientId}`)).status).toBe(401)
  })
})

describe.runIf(process.env.CELEIRO_TEST_DB === 'postgres')('pull cursor on PostgreSQL', () => {
  it('never passes a row whose transaction commits after a later one', async () => {
    const { token } = await tokenFor(server, 'admin@celeiro.app')
    const clientId = uuidv7()
    const start = await pullAll(token, clientId, 500)
    const conventionId = server.demo!.convention.id
    const clientOrg = server.demo!.client.id
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let inserted!: () => void
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve))
    // T1 takes a seq first and commits last.
    const slow = server.deps.db.transaction(async (tx) => {
      await tx.insert(fields).values({ clientId: clientOrg, conventionId, name: 'Campo Lento' })
      inserted()
      await gate
    })
    await insertedYet
    await server.deps.db
      .insert(fields)
      .values({ clientId: clientOrg, conventionId, name: 'Campo Rápido' })
    const [fastRow] = await server.deps.db
      .select()
      .from(fields)
      .where(eq(fields.name, 'Campo Rápido'))
    expect(fastRow).toBeDefined()
    let settled = false
    const pulling = pullAll(token, clientId, 500, start.cursor).then((r) => {
      settled = true
      return r
    })
    await new Promise((r) => setTimeout(r, 400))
    expect(settled).toBe(false) // the pull waits for the writer in flight
    release()
    await slow
    const got = await pulling
    const names = got.pages.flatMap((p) => p.changes).map((c) => c.row?.name)
    expect(names).toEqual(['Campo Lento', 'Campo Rápido'])
  })
})
