import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataAccessLog, members } from '../../server/db/schema'
import type { DataAccessEntry } from '../../sync/contracts/access-log'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/** The LGPD access log: who exported member data, for administrators, kept 5 years, anonymised. */

let server: TestServer
let admin: string
let secretary: string
let memberId: string

beforeAll(async () => {
  server = await startTestServer()
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  secretary = (await tokenFor(server, 'secretaria@celeiro.app')).token
  const device = new TestDevice(server, admin)
  memberId = uuidv7()
  const created = await device.push('member.create', {
    id: memberId,
    churchId: server.demo!.churches[0]!.id,
    name: 'Raimunda',
    surname: 'Exportada',
    status: 'active',
    category: 'member',
  })
  expect(created.status).toBe('applied')
})
afterAll(async () => {
  await server.close()
})

type List = { data: DataAccessEntry[]; total: number }
const record = (token: string, body: Record<string, unknown>) =>
  apiClient(server.url, token).post<{ data: { id: string } }>('/members/v1/access-log', body)

describe('data access log', () => {
  it('records an export once per id and shows it to administrators only', async () => {
    const id = uuidv7()
    const entry = {
      id,
      at: new Date().toISOString(),
      kind: 'member_export',
      format: 'csv',
      memberId,
    }
    expect((await record(secretary, entry)).status).toBe(201)
    // The queue sent it again (it did not see the answer): stored once.
    expect((await record(secretary, entry)).status).toBe(201)
    expect((await record(secretary, { ...entry, id: uuidv7(), kind: 'nope' })).status).toBe(400)
    expect((await apiClient(server.url).post('/members/v1/access-log', entry)).status).toBe(401)

    const list = await apiClient(server.url, admin).get<List>('/members/v1/access-log')
    expect(list.status).toBe(200)
    const mine = list.body.data.filter((e) => e.id === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      kind: 'member_export',
      format: 'csv',
      memberName: 'Raimunda Exportada',
    })
    expect(mine[0]?.userName).toMatch(/\S/)
    expect((await apiClient(server.url, secretary).get('/members/v1/access-log')).status).toBe(403)
  })

  it('purges entries older than five years when a new one arrives', async () => {
    const old = uuidv7()
    const sixYearsAgo = new Date(Date.now() - 6 * 365 * 86_400_000).toISOString()
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * 86_400_000).toISOString()
    const kept = uuidv7()
    expect(
      (await record(admin, { id: old, at: sixYearsAgo, kind: 'transfers_report', format: 'csv' }))
        .status,
    ).toBe(201)
    expect(
      (
        await record(admin, {
          id: kept,
          at: fourYearsAgo,
          kind: 'attention_export',
          format: 'json',
        })
      ).status,
    ).toBe(201)
    const rows = await server.deps.db.select().from(dataAccessLog)
    expect(rows.map((r) => r.id)).not.toContain(old)
    expect(rows.map((r) => r.id)).toContain(kept)
  })

  it('is covered by the anonymisation: a deleted member is no longer named in the log', async () => {
    const device = new TestDevice(server, admin)
    expect((await device.push('member.delete', { id: memberId })).status).toBe('applied')
    const [row] = await server.deps.db.select().from(members).where(eq(members.id, memberId))
    expect(row?.deletedAt).not.toBeNull()
    const list = await apiClient(server.url, admin).get<List>('/members/v1/access-log?pageSize=200')
    const about = list.body.data.filter((e) => e.memberId === memberId)
    expect(about.length).toBeGreaterThan(0)
    for (const e of about) expect(e.memberName).not.toMatch(/Raimunda|Exportada/)
  })
})
