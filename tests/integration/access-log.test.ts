import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataAccessLog, members } from '../../server/db/schema'
import type { DataAccessEntry } from '../../sync/contracts/access-log'
import { createOtherTenant } from '../factories/tenant'
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
    // In the secretary's sector: she records her own export of it.
    churchId: server.demo!.churches[2]!.id,
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

  it('records the member report, a tithe receipt and the inventory, as PDF or spreadsheet (issue 50)', async () => {
    const entries = [
      {
        kind: 'member_report',
        format: 'pdf',
        label: 'Relatório de membros · 01/01/2026 a 29/11/2026',
      },
      { kind: 'member_report', format: 'xlsx', label: 'Relatório de membros' },
      { kind: 'tithe_receipt', format: 'pdf', memberId },
      { kind: 'inventory_export', format: 'xlsx', label: 'Inventário' },
    ].map((entry) => ({ id: uuidv7(), at: new Date().toISOString(), ...entry }))
    for (const entry of entries) expect((await record(secretary, entry)).status).toBe(201)
    const list = await apiClient(server.url, admin).get<List>('/members/v1/access-log?pageSize=100')
    const ids = new Set(entries.map((e) => e.id))
    expect(
      list.body.data
        .filter((e) => ids.has(e.id))
        .map((e) => `${e.kind} ${e.format}`)
        .sort(),
    ).toEqual([
      'inventory_export xlsx',
      'member_report pdf',
      'member_report xlsx',
      'tithe_receipt pdf',
    ])
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

/** Issue 47 #8: a member of another organisation, or outside the caller's scope, is never recorded nor named. */
describe('data access log: only members the caller may see', () => {
  const foreignMember = async (place: {
    clientId: string
    conventionId: string
    fieldId: string
    sectorId: string
    id: string
  }) => {
    const [row] = await server.deps.db
      .insert(members)
      .values({
        clientId: place.clientId,
        conventionId: place.conventionId,
        fieldId: place.fieldId,
        sectorId: place.sectorId,
        churchId: place.id,
        name: 'Helena',
        surname: 'Fernandes dos Santos',
        address: {
          cep: '',
          number: '',
          street: '',
          neighborhood: '',
          city: '',
          state: '',
          complement: '',
        },
        status: 'active',
        category: 'member',
      })
      .returning({ id: members.id })
    return row!.id
  }
  const entry = (memberId: string) => ({
    id: uuidv7(),
    at: new Date().toISOString(),
    kind: 'member_export',
    format: 'csv',
    memberId,
  })
  const listed = async () =>
    (await apiClient(server.url, admin).get<List>('/members/v1/access-log?pageSize=200')).body.data

  it("refuses another organisation's member (404) and never shows its name", async () => {
    const other = await createOtherTenant(server.deps.db, 'acesso')
    const helena = await foreignMember(other.church)
    const refused = await record(admin, entry(helena))
    expect(refused.status).toBe(404)
    expect(await listed()).not.toContainEqual(expect.objectContaining({ memberId: helena }))

    // An entry recorded before the fix (written straight to the table) is listed without the name.
    const old = uuidv7()
    const { userId } = await tokenFor(server, 'admin@celeiro.app')
    await server.deps.db.insert(dataAccessLog).values({
      id: old,
      clientId: server.demo!.client.id,
      userId,
      at: new Date().toISOString(),
      kind: 'member_export',
      format: 'csv',
      memberId: helena,
      label: '',
    })
    const shown = (await listed()).find((e) => e.id === old)
    expect(shown).toBeDefined()
    expect(shown?.memberName ?? '').not.toMatch(/Helena|Fernandes/)
    const search = await apiClient(server.url, admin).get<List>('/members/v1/access-log?q=Helena')
    expect(search.body.data.map((e) => e.id)).not.toContain(old)
  })

  it("refuses a member of the caller's organisation outside their scope (404)", async () => {
    // The secretary sits at the second sector; the first church is in the first.
    const outside = await foreignMember(server.demo!.churches[0]!)
    expect((await record(secretary, entry(outside))).status).toBe(404)
    const inside = await foreignMember(server.demo!.churches[2]!)
    expect((await record(secretary, entry(inside))).status).toBe(201)
  })
})
