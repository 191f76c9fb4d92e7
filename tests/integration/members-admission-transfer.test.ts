import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { members } from '../../server/db/schema'
import type { ChurchDirectoryEntry } from '../../sync/contracts/church-directory'
import { completeCpf } from '../../sync/contracts/documents'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { setRolePermissions, tokenFor } from './sync-support'

/**
 * Issue 50: the church directory (every church of the organisation by name and place), a
 * transfer by a church-level user to a church of another field, and the admission date
 * ("Membro desde"). Demo: the treasurer sits at "Igreja Sede Campinas" (field of Campinas);
 * "Igreja Sede Ribeirão Preto" is in the field of Ribeirão Preto.
 */

let server: TestServer
let churchUser: TestDevice
let churchToken: string
let sede: string
let sedeRp: string
let vila: string
let conventionId: string
let cpfSeq = 300_100_000

const person = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  name: 'Conceição',
  surname: 'Araújo',
  cpf: completeCpf(String(cpfSeq++)),
  ...extra,
})

async function memberRow(id: string) {
  const [row] = await server.deps.db.select().from(members).where(eq(members.id, id))
  return row
}

beforeAll(async () => {
  server = await startTestServer()
  const demo = server.demo!
  const byName = (name: string) => demo.churches.find((c) => c.name === name)!.id
  sede = byName('Igreja Sede Campinas')
  sedeRp = byName('Igreja Sede Ribeirão Preto')
  vila = byName('Congregação Vila Industrial')
  conventionId = demo.convention.id
  // A church-level secretary: the treasurer's role, given the members' permissions only.
  await setRolePermissions(server, 'tesoureiro@celeiro.app', [
    'VIEW_MEMBER',
    'ADD_MEMBER',
    'EDIT_MEMBER',
  ])
  churchToken = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  churchUser = new TestDevice(server, churchToken)
})
afterAll(async () => {
  await server.close()
})

describe('church directory', () => {
  it('gives a church-level user every church of the organisation with its places, names only', async () => {
    const res = await apiClient(server.url, churchToken).get<{ data: ChurchDirectoryEntry[] }>(
      '/churches/v1/directory',
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(6)
    const rp = res.body.data.find((c) => c.id === sedeRp)
    expect(rp).toEqual({
      id: sedeRp,
      name: 'Igreja Sede Ribeirão Preto',
      conventionId,
      conventionName: server.demo!.convention.name,
      fieldId: server.demo!.fields[1]!.id,
      fieldName: 'Campo Eclesiástico de Ribeirão Preto',
      sectorId: server.demo!.sectors[2]!.id,
      sectorName: 'Setor Regional Centro',
    })
    // Names and places only: no CNPJ, PIX key, logo or representative.
    expect(Object.keys(res.body.data[0]!).sort()).toEqual(Object.keys(rp!).sort())
  })

  it('is not answered without a session', async () => {
    expect((await apiClient(server.url).get('/churches/v1/directory')).status).toBe(401)
  })
})

describe('a transfer by a church-level user to another field', () => {
  it('is applied and makes the member the destination’s since the transfer date, by letter', async () => {
    const m = person(sede, { admissionDate: '2001-04-15', admissionWay: 'baptism' })
    expect((await churchUser.push('member.create', m)).status).toBe('applied')
    const directory = await apiClient(server.url, churchToken).get<{
      data: ChurchDirectoryEntry[]
    }>('/churches/v1/directory')
    const to = directory.body.data.find((c) => c.id === sedeRp)!
    const result = await churchUser.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId: to.conventionId, fieldId: to.fieldId, churchId: to.id },
      date: '2026-03-01',
    })
    expect(result).toMatchObject({ status: 'applied' })
    expect(await memberRow(m.id)).toMatchObject({
      churchId: sedeRp,
      fieldId: to.fieldId,
      admissionDate: '2026-03-01',
      admissionWay: 'letter',
    })
  })

  it('is still re-authorized at the origin: a member of another church is not hers to move', async () => {
    const admin = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
    const m = person(vila)
    expect((await admin.push('member.create', m)).status).toBe('applied')
    const refused = await churchUser.push('member.transfer', {
      id: uuidv7(),
      memberId: m.id,
      to: { conventionId, churchId: sedeRp },
      date: '2026-03-01',
    })
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'not_found' } })
    expect((await memberRow(m.id))?.churchId).toBe(vila)
  })
})

describe('admission date', () => {
  it('is stored on create, changed by an update, refused when in the future or of an unknown way', async () => {
    const m = person(sede, { admissionDate: '2010-08-01', admissionWay: 'acclamation' })
    expect((await churchUser.push('member.create', m)).status).toBe('applied')
    expect(await memberRow(m.id)).toMatchObject({
      admissionDate: '2010-08-01',
      admissionWay: 'acclamation',
    })
    const edit = await churchUser.push('member.update', {
      id: m.id,
      patch: { admissionDate: '2011-01-09', admissionWay: 'baptism' },
    })
    expect(edit.status).toBe('applied')
    expect(await memberRow(m.id)).toMatchObject({
      admissionDate: '2011-01-09',
      admissionWay: 'baptism',
    })
    const future = await churchUser.push('member.update', {
      id: m.id,
      patch: { admissionDate: '2999-01-01' },
    })
    expect(future).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
    const way = await churchUser.push('member.update', {
      id: m.id,
      patch: { admissionWay: 'miracle' },
    })
    expect(way).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
  })

  it('travels to the devices that read the member and is blanked when the member is deleted', async () => {
    const m = person(sede, { admissionDate: '1999-12-05', admissionWay: 'baptism' })
    await churchUser.push('member.create', m)
    const device = new TestDevice(server, churchToken)
    await device.pull()
    expect(device.row('members', m.id)).toMatchObject({
      admissionDate: '1999-12-05',
      admissionWay: 'baptism',
    })
    await setRolePermissions(server, 'tesoureiro@celeiro.app', [
      'VIEW_MEMBER',
      'ADD_MEMBER',
      'EDIT_MEMBER',
      'DELETE_MEMBER',
    ])
    expect((await churchUser.push('member.delete', { id: m.id })).status).toBe('applied')
    expect(await memberRow(m.id)).toMatchObject({ admissionDate: null, admissionWay: null })
  })
})
