import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  memberCategoryChanges,
  members,
  memberTransfers,
  rowHistory,
  users,
} from '../../server/db/schema'
import { SECRETARY_PERMISSIONS } from '../../server/modules/roles/default-roles'
import { completeCpf } from '../../sync/contracts/documents'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { setRolePermissions, tokenFor } from './sync-support'

/**
 * Members and visitors through the sync protocol (docs/members.md). Demo organisation: the
 * secretary sits at "Setor Regional Sul" (churches Vila Industrial and São Bernardo), the
 * treasurer at "Igreja Sede Campinas" (sector Norte), the administrator sees everything.
 */

let server: TestServer
let admin: TestDevice
let secretary: TestDevice
let treasurer: TestDevice
let church: Record<'sede' | 'jardim' | 'vila' | 'saoBernardo' | 'sedeRp' | 'ipiranga', string>
let conventionId: string
let cpfSeq = 100_000_000

const nextCpf = () => completeCpf(String(cpfSeq++))
const isoYearsAgo = (years: number) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  return d.toISOString().slice(0, 10)
}

const person = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  name: 'Conceição',
  surname: 'Araújo',
  cpf: nextCpf(),
  birthDate: '1980-05-17',
  phone: '(19) 99999-0000',
  email: 'conceicao@example.com',
  address: { cep: '13015-100', number: '12', street: 'Rua Barão', city: 'Campinas', state: 'SP' },
  ...extra,
})

async function memberRow(id: string) {
  const rows = await server.deps.db.select().from(members).where(eq(members.id, id))
  return rows[0]
}

beforeAll(async () => {
  server = await startTestServer()
  const demo = server.demo!
  const [sede, jardim, vila, saoBernardo, sedeRp, ipiranga] = demo.churches.map((c) => c.id)
  church = {
    sede: sede!,
    jardim: jardim!,
    vila: vila!,
    saoBernardo: saoBernardo!,
    sedeRp: sedeRp!,
    ipiranga: ipiranga!,
  }
  conventionId = demo.convention.id
  admin = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
  secretary = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
  treasurer = new TestDevice(server, (await tokenFor(server, 'tesoureiro@celeiro.app')).token)
})
afterAll(async () => {
  await server.close()
})

describe('members through push, per role', () => {
  it('the secretary creates, edits and deletes members and visitors of her sector', async () => {
    const m = person(church.vila)
    expect(await secretary.push('member.create', m)).toMatchObject({
      status: 'applied',
      answer: { id: m.id },
    })
    const stored = await memberRow(m.id)
    expect(stored).toMatchObject({
      churchId: church.vila,
      sectorId: server.demo!.sectors[1]!.id,
      approval: 'approved',
      category: 'member',
      status: 'active',
      cpf: m.cpf,
    })
    const v = person(church.saoBernardo, { status: 'visitor', cpf: '' })
    expect((await secretary.push('member.create', v)).status).toBe('applied')
    expect(await memberRow(v.id)).toMatchObject({
      status: 'visitor',
      category: 'visitor',
      cpf: null,
    })
    expect(
      (await secretary.push('member.update', { id: m.id, patch: { profession: 'Professora' } }))
        .status,
    ).toBe('applied')
    expect((await memberRow(m.id))?.profession).toBe('Professora')
    expect((await secretary.push('member.delete', { id: v.id })).status).toBe('applied')
    expect((await memberRow(v.id))?.deletedAt).not.toBeNull()
  })

  it('the administrator writes anywhere; the treasurer (no member permissions) is refused', async () => {
    const m = person(church.sedeRp)
    expect((await admin.push('member.create', m)).status).toBe('applied')
    const refused = await treasurer.push('member.create', person(church.sede))
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'forbidden' } })
    const refusedEdit = await treasurer.push('member.update', {
      id: m.id,
      patch: { name: 'Outro Nome' },
    })
    expect(refusedEdit.status).toBe('rejected')
  })
})

describe('rules', () => {
  it('a duplicate CPF in the client organisation is member_duplicate, in the device language', async () => {
    const m = person(church.vila)
    expect((await secretary.push('member.create', m)).status).toBe('applied')
    const english = new TestDevice(
      server,
      (await tokenFor(server, 'admin@celeiro.app')).token,
      'en',
    )
    const dup = await english.push('member.create', person(church.ipiranga, { cpf: m.cpf }))
    expect(dup).toMatchObject({ status: 'rejected', reason: { code: 'member_duplicate' } })
    expect(dup.reason?.message).toMatch(/Duplicate member found/)
    // Masked the same CPF is the same CPF; an update to a taken CPF is refused too.
    const masked = `${m.cpf.slice(0, 3)}.${m.cpf.slice(3, 6)}.${m.cpf.slice(6, 9)}-${m.cpf.slice(9)}`
    const other = person(church.vila)
    expect((await secretary.push('member.create', other)).status).toBe('applied')
    const taken = await secretary.push('member.update', { id: other.id, patch: { cpf: masked } })
    expect(taken).toMatchObject({ status: 'rejected', reason: { code: 'member_duplicate' } })
    // Once the first is deleted (anonymised), its CPF is free again.
    expect((await secretary.push('member.delete', { id: m.id })).status).toBe('applied')
    expect(
      (await secretary.push('member.update', { id: other.id, patch: { cpf: masked } })).status,
    ).toBe('applied')
  })

  it('a person under 12 needs a guardian, on create and on an update of the birth date', async () => {
    const child = person(church.vila, { birthDate: isoYearsAgo(7) })
    const refused = await secretary.push('member.create', child)
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    expect(JSON.stringify(refused.reason?.details)).toContain('guardian_required')
    const ok = await secretary.push('member.create', {
      ...child,
      guardianName: 'Maria Araújo',
      guardianConsentAt: new Date().toISOString(),
    })
    expect(ok.status).toBe('applied')
    const adult = person(church.vila)
    await secretary.push('member.create', adult)
    const younger = await secretary.push('member.update', {
      id: adult.id,
      patch: { birthDate: isoYearsAgo(5) },
    })
    expect(younger).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    expect(younger.reason?.message).toMatch(/12 anos/)
    expect((await memberRow(adult.id))?.birthDate).toBe('1980-05-17')
  })

  it("a member's or visitor's name is one line: a line break is refused for good, the device goes on", async () => {
    const broken = person(church.vila, { name: 'Conceição\n\nSua conta foi BLOQUEADA' })
    const refused = await secretary.push('member.create', broken)
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    expect(JSON.stringify(refused.reason?.details)).toContain('single_line')
    const visitor = person(church.vila, { status: 'visitor', cpf: null })
    expect((await secretary.push('member.create', visitor)).status).toBe('applied')
    for (const patch of [{ surname: 'Araújo\nSilva' }, { guardianName: 'Maria\r\nAraújo' }]) {
      const result = await secretary.push('member.update', { id: visitor.id, patch })
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    }
    expect(await memberRow(broken.id)).toBeUndefined()
    expect((await memberRow(visitor.id))?.surname).toBe('Araújo')
  })

  it('records each category change exactly once, also across replays and repeats', async () => {
    const m = person(church.saoBernardo, { category: 'deacon' })
    const device = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    const create = device.mutation('member.create', m)
    const update = device.mutation('member.update', { id: m.id, patch: { category: 'pastor' } })
    expect((await device.pushAll([create, update])).map((r) => r.status)).toEqual([
      'applied',
      'applied',
    ])
    // The same batch again (a lost answer): duplicates, nothing re-applied.
    expect((await device.pushAll([create, update])).map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
    ])
    // A new mutation that sets the same category changes nothing.
    await device.push('member.update', { id: m.id, patch: { category: 'pastor', title: 'Pr.' } })
    const changes = await server.deps.db
      .select()
      .from(memberCategoryChanges)
      .where(eq(memberCategoryChanges.memberId, m.id))
      .orderBy(memberCategoryChanges.seq)
    expect(changes.map((c) => [c.previousCategory, c.newCategory])).toEqual([
      [null, 'deacon'],
      ['deacon', 'pastor'],
    ])
    // A default category on create is not a change.
    const plain = person(church.saoBernardo)
    await device.push('member.create', plain)
    const none = await server.deps.db
      .select()
      .from(memberCategoryChanges)
      .where(eq(memberCategoryChanges.memberId, plain.id))
    expect(none).toEqual([])
    await device.pull()
    expect(device.rows('memberCategoryChanges').filter((c) => c.memberId === m.id)).toHaveLength(2)
  })

  it('visitor rows need the VISITOR verbs; visitor -> member needs EDIT_VISITOR and ADD_MEMBER', async () => {
    const v = person(church.vila, { status: 'visitor', cpf: '' })
    expect((await secretary.push('member.create', v)).status).toBe('applied')
    await setRolePermissions(server, 'secretaria@celeiro.app', [
      'VIEW_MEMBER',
      'ADD_MEMBER',
      'EDIT_MEMBER',
    ])
    try {
      const edit = await secretary.push('member.update', { id: v.id, patch: { phone: '1' } })
      expect(edit).toMatchObject({ status: 'rejected', reason: { code: 'forbidden' } })
      const convert = await secretary.push('member.update', {
        id: v.id,
        patch: { status: 'active' },
      })
      expect(convert).toMatchObject({ status: 'rejected', reason: { code: 'forbidden' } })
      await setRolePermissions(server, 'secretaria@celeiro.app', [
        'VIEW_MEMBER',
        'EDIT_VISITOR',
        'ADD_MEMBER',
      ])
      const converted = await secretary.push('member.update', {
        id: v.id,
        patch: { status: 'active' },
      })
      expect(converted.status).toBe('applied')
      // Same id, history kept; the category leaves 'visitor'.
      expect(await memberRow(v.id)).toMatchObject({ status: 'active', category: 'member' })
      const history = await server.deps.db
        .select()
        .from(rowHistory)
        .where(and(eq(rowHistory.entity, 'members'), eq(rowHistory.rowId, v.id)))
      expect(history.map((h) => h.action)).toEqual(['create', 'update'])
    } finally {
      await restoreSecretary()
    }
  })
})

/**
 * Back to the demo secretary's role, the default `SECRETARY_PERMISSIONS`. The tests that call it
 * set short lists of their own on purpose: only the permissions the check is about (no VISITOR
 * verbs, the conversion's two, VIEW_USERS, a treasury one), so none of the defaults hides it.
 */
async function restoreSecretary() {
  await setRolePermissions(server, 'secretaria@celeiro.app', SECRETARY_PERMISSIONS)
}

describe('transfer', () => {
  it('moves the row; the member leaves the origin-only mirror at the next pull', async () => {
    const m = person(church.vila, { category: 'evangelist' })
    expect((await secretary.push('member.create', m)).status).toBe('applied')
    const origin = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await origin.pull()
    expect(origin.row('members', m.id)).toBeDefined()
    expect(origin.rows('memberCategoryChanges').some((c) => c.memberId === m.id)).toBe(true)
    const adminDevice = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
    await adminDevice.pull()

    const transferId = uuidv7()
    const result = await secretary.push('member.transfer', {
      id: transferId,
      memberId: m.id,
      to: { conventionId, churchId: church.sedeRp },
      date: '2026-03-01',
    })
    expect(result).toMatchObject({ status: 'applied', answer: { id: transferId } })
    const moved = await memberRow(m.id)
    expect(moved).toMatchObject({
      churchId: church.sedeRp,
      sectorId: server.demo!.sectors[2]!.id,
      fieldId: server.demo!.fields[1]!.id,
    })
    const [record] = await server.deps.db
      .select()
      .from(memberTransfers)
      .where(eq(memberTransfers.id, transferId))
    expect(record).toMatchObject({
      fromChurchId: church.vila,
      toChurchId: church.sedeRp,
      date: '2026-03-01',
      memberName: 'Conceição Araújo',
    })

    await origin.pull()
    expect(origin.row('members', m.id)).toBeUndefined()
    expect(origin.rows('memberCategoryChanges').some((c) => c.memberId === m.id)).toBe(false)
    expect(origin.lastChanges).toContainEqual(
      expect.objectContaining({ entity: 'members', id: m.id, deleted: true }),
    )
    // The transfer record stays readable at the origin (and at the destination).
    // The destination is outside her scope: named, but its ids are not sent.
    const seenTransfer = origin.row('memberTransfers', transferId)
    expect(seenTransfer).toMatchObject({
      fromChurchId: church.vila,
      fromChurchName: 'Congregação Vila Industrial',
      toChurchName: 'Igreja Sede Ribeirão Preto',
    })
    expect(seenTransfer).not.toHaveProperty('toChurchId')
    expect(seenTransfer).not.toHaveProperty('toSectorId')
    expect(seenTransfer).not.toHaveProperty('memberId')
    await adminDevice.pull()
    expect(adminDevice.row('members', m.id)).toMatchObject({ churchId: church.sedeRp })
    expect(adminDevice.row('memberTransfers', transferId)).toMatchObject({
      toChurchId: church.sedeRp,
    })
    expect(adminDevice.lastChanges.filter((c) => c.id === m.id && c.deleted)).toEqual([])
    // A fresh device of the secretary never sees it either.
    const fresh = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await fresh.pull()
    expect(fresh.row('members', m.id)).toBeUndefined()
    expect(fresh.row('memberTransfers', transferId)).toBeDefined()
  })

  it('refuses a destination that is not consistent or another organisation, and a missing church', async () => {
    const m = person(church.vila)
    await secretary.push('member.create', m)
    const wrongField = await secretary.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId, fieldId: server.demo!.fields[0]!.id, churchId: church.sedeRp },
      date: '2026-03-01',
    })
    expect(wrongField).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    const unknown = await secretary.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId, churchId: uuidv7() },
      date: '2026-03-01',
    })
    expect(unknown).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    const noChurch = await secretary.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId },
      date: '2026-03-01',
    })
    expect(noChurch).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    expect(JSON.stringify(noChurch.reason?.details)).toContain(
      'transfer_needs_convention_and_church',
    )
    expect((await memberRow(m.id))?.churchId).toBe(church.vila)
  })
})

describe('rows that move (sync_departures)', () => {
  it('a user re-placed out of the sector leaves the secretary’s mirror too', async () => {
    await setRolePermissions(server, 'secretaria@celeiro.app', ['VIEW_MEMBER', 'VIEW_USERS'])
    try {
      const s = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
      const [other] = await server.deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'secretaria@celeiro.app'))
      const userId = uuidv7()
      const created = await admin.push('user.create', {
        id: userId,
        name: 'Zélia',
        email: 'zelia@example.com',
        roleId: server.demo!.roles[2]!.id,
        churchId: church.vila,
      })
      expect(created.status).toBe('applied')
      await s.pull()
      expect(s.row('users', userId)).toBeDefined()
      expect(s.row('users', other!.id)).toBeDefined()
      const moved = await admin.push('user.update', {
        id: userId,
        patch: { churchId: church.sedeRp },
      })
      expect(moved.status).toBe('applied')
      await s.pull()
      expect(s.row('users', userId)).toBeUndefined()
      expect(s.lastChanges).toContainEqual(
        expect.objectContaining({ entity: 'users', id: userId, deleted: true }),
      )
      // Back into her sector: it arrives again.
      await admin.push('user.update', { id: userId, patch: { churchId: church.saoBernardo } })
      await s.pull()
      expect(s.row('users', userId)).toMatchObject({ churchId: church.saoBernardo })
    } finally {
      await restoreSecretary()
    }
  })
})

describe('privacy', () => {
  it('salary and tithe status reach only roles with a treasury permission', async () => {
    const m = person(church.sede, { salary: 350_000, titheStatus: 'regular' })
    expect((await admin.push('member.create', m)).status).toBe('applied')
    const inVila = person(church.vila, { salary: 120_000, titheStatus: 'irregular' })
    expect((await admin.push('member.create', inVila)).status).toBe('applied')
    const t = new TestDevice(server, (await tokenFor(server, 'tesoureiro@celeiro.app')).token)
    await t.pull()
    expect(t.row('members', m.id)).toMatchObject({ salary: 350_000, titheStatus: 'regular' })
    const s = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await s.pull()
    const seen = s.row('members', inVila.id)
    expect(seen).toBeDefined()
    for (const row of s.rows('members')) {
      expect(row).not.toHaveProperty('salary')
      expect(row).not.toHaveProperty('titheStatus')
    }
    // Writing them without a treasury permission is refused.
    const refused = await secretary.push('member.update', {
      id: inVila.id,
      patch: { salary: 1 },
    })
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'forbidden' } })
    // The change history answers without them too.
    await admin.push('member.update', { id: inVila.id, patch: { salary: 130_000, phone: '2' } })
    const history = await apiClient(
      server.url,
      (await tokenFor(server, 'secretaria@celeiro.app')).token,
    ).get<{ data: { changes: Record<string, unknown> }[] }>(`/sync/v1/history/members/${inVila.id}`)
    expect(history.status).toBe(200)
    expect(history.body.data.length).toBe(2)
    expect(JSON.stringify(history.body.data)).not.toContain('salary')
    expect(history.body.data[1]?.changes).toHaveProperty('phone')
  })

  it('a permission change that adds treasury resets the device (fingerprint)', async () => {
    const m = person(church.vila, { salary: 99_000 })
    await admin.push('member.create', m)
    const s = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await s.pull()
    expect(s.row('members', m.id)).not.toHaveProperty('salary')
    await setRolePermissions(server, 'secretaria@celeiro.app', ['VIEW_MEMBER', 'VIEW_REVENUES'])
    try {
      await s.pull()
      expect(s.row('members', m.id)).toMatchObject({ salary: 99_000 })
    } finally {
      await restoreSecretary()
    }
  })

  it('delete anonymises the row and scrubs its history; the tombstone leaves every mirror', async () => {
    const m = person(church.vila, { salary: 10_000, titheStatus: 'regular' })
    await admin.push('member.create', m)
    await admin.push('member.update', {
      id: m.id,
      patch: { name: 'Conceição Maria', email: 'maria@example.com' },
    })
    await admin.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId, churchId: church.saoBernardo },
      date: '2026-04-01',
    })
    const s = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await s.pull()
    expect(s.row('members', m.id)).toBeDefined()
    expect((await secretary.push('member.delete', { id: m.id })).status).toBe('applied')
    const row = await memberRow(m.id)
    expect(row).toMatchObject({
      name: '—',
      surname: '',
      cpf: null,
      email: '',
      phone: '',
      birthDate: null,
      salary: null,
      titheStatus: null,
    })
    expect(row?.address.street).toBe('')
    const history = await server.deps.db
      .select()
      .from(rowHistory)
      .where(and(eq(rowHistory.entity, 'members'), eq(rowHistory.rowId, m.id)))
    const text = JSON.stringify(history.map((h) => h.changes))
    for (const value of [
      m.cpf,
      'Conceição',
      'maria@example.com',
      'conceicao@example.com',
      'Rua Barão',
    ])
      expect(text).not.toContain(value)
    expect(history.map((h) => h.action)).toContain('delete')
    const [transfer] = await server.deps.db
      .select()
      .from(memberTransfers)
      .where(eq(memberTransfers.memberId, m.id))
    expect(transfer?.memberName).toBe('')
    await s.pull()
    expect(s.row('members', m.id)).toBeUndefined()
  })
})

describe('scope: a sector secretary and other sectors', () => {
  it('cannot read another sector’s members, in pull or history', async () => {
    const elsewhere = person(church.sede)
    await admin.push('member.create', elsewhere)
    const s = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    await s.pull()
    const churches = new Set(s.rows('members').map((r) => r.churchId))
    expect([...churches].sort()).toEqual([church.vila, church.saoBernardo].sort())
    expect(s.row('members', elsewhere.id)).toBeUndefined()
    const history = await apiClient(
      server.url,
      (await tokenFor(server, 'secretaria@celeiro.app')).token,
    ).get(`/sync/v1/history/members/${elsewhere.id}`)
    expect(history.status).toBe(404)
  })

  it('cannot write them, also through replayed mutations queued while they were in scope', async () => {
    const elsewhere = person(church.sede)
    await admin.push('member.create', elsewhere)
    expect(
      await secretary.push('member.update', { id: elsewhere.id, patch: { phone: '3' } }),
    ).toMatchObject({ status: 'rejected', reason: { code: 'not_found' } })
    expect(await secretary.push('member.delete', { id: elsewhere.id })).toMatchObject({
      status: 'rejected',
      reason: { code: 'not_found' },
    })
    expect(await secretary.push('member.create', person(church.sede))).toMatchObject({
      status: 'rejected',
      reason: { code: 'not_found' },
    })
    expect(
      await secretary.push('member.transfer', {
        id: uuidv7(),
        memberId: elsewhere.id,
        to: { conventionId, churchId: church.vila },
        date: '2026-03-01',
      }),
    ).toMatchObject({ status: 'rejected', reason: { code: 'not_found' } })
    expect(await secretary.push('member.approve', { id: elsewhere.id })).toMatchObject({
      status: 'rejected',
    })

    // Queued offline while the member was hers; the member moved away before the replay.
    const mine = person(church.vila)
    await secretary.push('member.create', mine)
    const offline = new TestDevice(server, (await tokenFor(server, 'secretaria@celeiro.app')).token)
    const queued = offline.mutation('member.update', { id: mine.id, patch: { name: 'Trocado' } })
    await admin.push('member.transfer', {
      id: uuidv7(),
      memberId: mine.id,
      to: { conventionId, churchId: church.sede },
      date: '2026-03-02',
    })
    const [replayed] = await offline.pushAll([queued])
    expect(replayed).toMatchObject({ status: 'rejected', reason: { code: 'not_found' } })
    expect((await memberRow(mine.id))?.name).toBe('Conceição')
  })
})

describe('public self-registration', () => {
  const body = (churchId: string, extra: Record<string, unknown> = {}) => ({
    churchId,
    name: 'Sebastião',
    surname: 'Gonçalves',
    cpf: nextCpf(),
    birthDate: '1990-01-02',
    email: 'sebastiao@example.com',
    consentScope: 'Cadastro de membros da igreja',
    consentAt: new Date().toISOString(),
    consentTextVersion: '2026-01',
    ...extra,
  })

  it('answers the church header; unknown or malformed ids are 404', async () => {
    const api = apiClient(server.url)
    const ok = await api.get<{ data: Record<string, string> }>(
      `/members/v1/public-registration/${church.vila}`,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data.name).toBe('Congregação Vila Industrial')
    expect(ok.body.data).not.toHaveProperty('cnpj')
    // Branding as the church's own users see it: the church has no colours, its convention has.
    expect(ok.body.data).toMatchObject({
      primaryColor: '#1f5f99',
      secondaryColor: '#7fb2e5',
      accentColor: '#ffffff',
    })
    expect((await api.get(`/members/v1/public-registration/${uuidv7()}`)).status).toBe(404)
    expect((await api.get('/members/v1/public-registration/not-an-id')).status).toBe(404)
  })

  it('creates a pending member; a known CPF answers the same (no oracle); bad input 4xx; approve', async () => {
    const api = apiClient(server.url)
    const input = body(church.vila)
    const created = await api.post<{ data: { id: string } }>(
      '/members/v1/public-registration',
      input,
    )
    expect(created.status).toBe(201)
    const row = await memberRow(created.body.data.id)
    expect(row).toMatchObject({ approval: 'pending', churchId: church.vila, createdBy: null })
    // Issue 14, finding 3: a CPF already registered is not told to a stranger (was 409
    // member_duplicate); both stay pending and the second cannot be approved (below).
    const dup = await api.post<{ data: { id: string } }>(
      '/members/v1/public-registration',
      body(church.saoBernardo, { cpf: input.cpf }),
    )
    expect(dup.status).toBe(201)
    expect(Object.keys(dup.body.data)).toEqual(['id'])
    expect(
      (await api.post('/members/v1/public-registration', { ...input, cpf: '123' })).status,
    ).toBe(400)
    const noConsent = await api.post('/members/v1/public-registration', {
      ...body(church.vila),
      consentAt: undefined,
    })
    expect(noConsent.status).toBe(400)
    expect((await api.post('/members/v1/public-registration', body(uuidv7()))).status).toBe(404)
    expect((await api.post('/members/v1/public-registration', 'not json')).status).toBe(400)

    // The church approves it through sync.
    const secretary = (await tokenFor(server, 'secretaria@celeiro.app')).token
    const s = new TestDevice(server, secretary)
    expect((await s.push('member.approve', { id: created.body.data.id })).status).toBe('applied')
    expect((await memberRow(created.body.data.id))?.approval).toBe('approved')
    const admin = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
    expect(await admin.push('member.approve', { id: dup.body.data.id })).toMatchObject({
      status: 'rejected',
      reason: { code: 'member_duplicate' },
    })

    // Its history starts with the create by no user (the person), then the approval.
    const history = await apiClient(server.url, secretary).get<{
      data: {
        action: string
        userId: string | null
        userName: string | null
        changes: Record<string, { old: unknown; new: unknown }>
      }[]
    }>(`/sync/v1/history/members/${created.body.data.id}`)
    expect(history.status).toBe(200)
    expect(history.body.data.map((h) => [h.action, h.userId])).toEqual([
      ['create', null],
      ['update', expect.any(String)],
    ])
    expect(history.body.data[0]?.changes.name).toEqual({ old: null, new: input.name })
    expect(history.body.data[0]?.changes.approval).toEqual({ old: null, new: 'pending' })
    expect(history.body.data[1]?.changes).toEqual({ approval: { old: 'pending', new: 'approved' } })
  })

  it('is rate limited per address', async () => {
    const api = apiClient(server.url)
    let status = 0
    for (let i = 0; i < 12 && status !== 429; i++)
      status = (await api.post('/members/v1/public-registration', body(church.saoBernardo))).status
    expect(status).toBe(429)
    // Blocked even for a valid request, until the block ends.
    expect((await api.post('/members/v1/public-registration', body(church.vila))).status).toBe(429)
    server.advance(2 * 60 * 60_000)
    expect((await api.post('/members/v1/public-registration', body(church.vila))).status).toBe(201)
  })
})
