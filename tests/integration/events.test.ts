import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events, revenues, tithes } from '../../server/db/schema'
import { TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'
import { churchTreasurerToken, tokenFor } from './sync-support'

/**
 * Events and campaigns through the sync protocol on a real server (docs/events.md): a church's
 * own event and a field's campaign, read from below and written only from the node or above;
 * the rules (end before start, revenue budget > 0) on a write and on a replay; revenues linked
 * to an event their church sees, never to another field's; a linked event is not deleted.
 */

let server: TestServer
let treasurer: string
let admin: string
let ribeiraoTreasurer: string
type Church = NonNullable<TestServer['demo']>['churches'][number]
let sede: Church
let ribeirao: Church

const reasonOf = (r: { status: string; reason?: { code: string; message?: string } }) =>
  r.status === 'applied' ? 'applied' : `${r.reason?.code}: ${r.reason?.message}`

const pathOf = (c: Church, level: 'church' | 'field') => ({
  conventionId: c.conventionId,
  fieldId: c.fieldId,
  sectorId: level === 'church' ? c.sectorId : null,
  churchId: level === 'church' ? c.id : null,
})
const event = (path: ReturnType<typeof pathOf>, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  ...path,
  name: 'Congresso de missões',
  startDate: '2026-12-04',
  endDate: '2026-12-06',
  revenueBudget: 1_000_000,
  ...extra,
})
const revenue = (churchId: string, eventId: string | null) => ({
  id: uuidv7(),
  churchId,
  amount: 25_000,
  origin: 'evento',
  dueDate: '2026-12-05',
  issueDate: '2026-12-01',
  description: 'Inscrições do congresso',
  eventId,
})

beforeAll(async () => {
  server = await startTestServer()
  sede = server.demo!.churches[0]!
  ribeirao = server.demo!.churches[4]!
  treasurer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  ribeiraoTreasurer = await churchTreasurerToken(server, ribeirao, 'tesoureira.eventos@celeiro.app')
})
afterAll(async () => {
  await server.close()
})

describe('events of a church', () => {
  it('creates its own event once (a replay answers the stored row) and pulls it', async () => {
    const device = new TestDevice(server, treasurer)
    const e = event(pathOf(sede, 'church'), { location: 'Templo sede' })
    expect(reasonOf(await device.push('event.create', e))).toBe('applied')
    expect(reasonOf(await device.push('event.create', e))).toBe('applied')
    expect(await server.deps.db.$count(events, eq(events.id, e.id))).toBe(1)
    await device.pull()
    expect(device.row('events', e.id)).toMatchObject({
      name: 'Congresso de missões',
      churchId: sede.id,
      sectorId: sede.sectorId,
      location: 'Templo sede',
      budgetAmount: null,
    })
  })

  it('refuses an end before the start and a revenue budget of zero, in the language of the device', async () => {
    const device = new TestDevice(server, treasurer)
    // The args are checked before anything runs (the device checks the same schema before queuing).
    const early = event(pathOf(sede, 'church'), { endDate: '2026-12-03' })
    expect((await device.push('event.create', early)).status).toBe('rejected')
    expect(
      (await device.push('event.create', event(pathOf(sede, 'church'), { revenueBudget: 0 })))
        .status,
    ).toBe('rejected')
    expect(await server.deps.db.$count(events, eq(events.id, early.id))).toBe(0)
    // An update that would put the end before the start is refused on the row as it would be.
    const ok = event(pathOf(sede, 'church'))
    await device.push('event.create', ok)
    expect(
      reasonOf(
        await device.push('event.update', { id: ok.id, patch: { startDate: '2026-12-10' } }),
      ),
    ).toBe('validation_failed: A data final não pode ser anterior à data inicial.')
    const english = new TestDevice(server, treasurer, 'en')
    expect(
      reasonOf(await english.push('event.update', { id: ok.id, patch: { endDate: '2026-12-01' } })),
    ).toBe('validation_failed: The end date cannot be before the start date.')
  })

  it("does not let a church create another church's event or a path with a hole", async () => {
    const device = new TestDevice(server, treasurer)
    expect((await device.push('event.create', event(pathOf(ribeirao, 'church')))).status).toBe(
      'rejected',
    )
    // A church id under another sector: refused as an invalid owner, nothing written.
    const mixed = event({ ...pathOf(sede, 'church'), churchId: ribeirao.id })
    expect(reasonOf(await device.push('event.create', mixed))).toContain('validation_failed')
    expect(await server.deps.db.$count(events, eq(events.id, mixed.id))).toBe(0)
  })
})

describe("a field's campaign", () => {
  it('is created above the church, seen by its churches only, and changed only from above', async () => {
    const office = new TestDevice(server, admin)
    const campaign = event(pathOf(sede, 'field'), { name: 'Campanha do templo novo' })
    expect(reasonOf(await office.push('event.create', campaign))).toBe('applied')

    const church = new TestDevice(server, treasurer)
    await church.pull()
    expect(church.row('events', campaign.id)).toMatchObject({
      fieldId: sede.fieldId,
      churchId: null,
    })
    // The church treasurer sees it but cannot create such a campaign nor change it.
    expect((await church.push('event.create', event(pathOf(sede, 'field')))).status).toBe(
      'rejected',
    )
    expect(
      (await church.push('event.update', { id: campaign.id, patch: { name: 'Outro nome' } }))
        .status,
    ).toBe('rejected')

    // Another field's church does not see it.
    const other = new TestDevice(server, ribeiraoTreasurer)
    await other.pull()
    expect(other.row('events', campaign.id)).toBeUndefined()
  })

  it('takes revenues of its churches; refuses one of another field; is not deleted while linked', async () => {
    const office = new TestDevice(server, admin)
    const campaign = event(pathOf(sede, 'field'), { name: 'Missões no sertão' })
    await office.push('event.create', campaign)

    const church = new TestDevice(server, treasurer)
    const linked = revenue(sede.id, campaign.id)
    expect(reasonOf(await church.push('revenue.create', linked))).toBe('applied')

    const other = new TestDevice(server, ribeiraoTreasurer)
    const stranger = revenue(ribeirao.id, campaign.id)
    expect(reasonOf(await other.push('revenue.create', stranger))).toBe(
      'validation_failed: Este evento não é desta igreja nem de uma campanha acima dela.',
    )
    expect(await server.deps.db.$count(revenues, eq(revenues.id, stranger.id))).toBe(0)
    // Linking later, by an update, is checked the same way.
    const plain = revenue(ribeirao.id, null)
    await other.push('revenue.create', plain)
    expect(
      (await other.push('revenue.update', { id: plain.id, patch: { eventId: campaign.id } }))
        .status,
    ).toBe('rejected')

    expect(reasonOf(await office.push('event.delete', { id: campaign.id }))).toBe(
      'conflict: O evento tem receitas, despesas, dízimos ou ofertas ligados a ele. Desvincule-os antes de excluir.',
    )
    // Unlinked, it goes.
    await church.push('revenue.update', { id: linked.id, patch: { eventId: null } })
    expect(reasonOf(await office.push('event.delete', { id: campaign.id }))).toBe('applied')
    const live = await server.deps.db
      .select()
      .from(events)
      .where(and(eq(events.id, campaign.id), isNull(events.deletedAt)))
    expect(live).toEqual([])
  })
})

describe('tithes and offerings given for an event', () => {
  const offering = (churchId: string, eventId: string | null) => ({
    id: uuidv7(),
    churchId,
    memberId: null,
    amount: 5_000,
    date: '2026-12-05',
    paymentMethod: 'pix',
    eventId,
  })

  it("count for their church's campaign, are refused for another field's, on create, update and replay; keep the event", async () => {
    const office = new TestDevice(server, admin)
    const campaign = event(pathOf(sede, 'field'), { name: 'Oferta do congresso' })
    await office.push('event.create', campaign)

    const church = new TestDevice(server, treasurer)
    const given = offering(sede.id, campaign.id)
    expect(reasonOf(await church.push('tithe.create', given))).toBe('applied')
    // The same write replayed (a lost answer): one row, still linked.
    expect(reasonOf(await church.push('tithe.create', given))).toBe('applied')
    const stored = await server.deps.db.select().from(tithes).where(eq(tithes.id, given.id))
    expect(stored.map((t) => t.eventId)).toEqual([campaign.id])

    const other = new TestDevice(server, ribeiraoTreasurer)
    const stranger = offering(ribeirao.id, campaign.id)
    expect(reasonOf(await other.push('tithe.create', stranger))).toBe(
      'validation_failed: Este evento não é desta igreja nem de uma campanha acima dela.',
    )
    expect(await server.deps.db.$count(tithes, eq(tithes.id, stranger.id))).toBe(0)
    const plain = offering(ribeirao.id, null)
    expect(reasonOf(await other.push('tithe.create', plain))).toBe('applied')
    expect(
      reasonOf(await other.push('tithe.update', { id: plain.id, patch: { eventId: campaign.id } })),
    ).toBe('validation_failed: Este evento não é desta igreja nem de uma campanha acima dela.')

    expect((await office.push('event.delete', { id: campaign.id })).status).toBe('rejected')
    expect(
      reasonOf(await church.push('tithe.update', { id: given.id, patch: { eventId: null } })),
    ).toBe('applied')
    expect(reasonOf(await office.push('event.delete', { id: campaign.id }))).toBe('applied')
  })
})

describe('the demo', () => {
  it("has the Campinas field's missions campaign fed by its churches' missions offerings", async () => {
    const [campaign] = await server.deps.db
      .select()
      .from(events)
      .where(and(eq(events.fieldId, sede.fieldId), isNull(events.churchId)))
    expect(campaign?.name).toMatch(/^Campanha de missões/)
    const fed = await server.deps.db
      .select({ churchId: revenues.churchId })
      .from(revenues)
      .where(eq(revenues.eventId, campaign!.id))
    expect(new Set(fed.map((r) => r.churchId)).size).toBe(4)
  })
})
