import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ebdClasses,
  ebdEnrolments,
  ebdQuarters,
  ebdRolls,
  members,
  revenueReceipts,
  revenues,
  roles,
  users,
} from '../../server/db/schema'
import { ebdOfferingIds, ebdRollId } from '../../sync/contracts/ebd'
import type { Permission } from '../../sync/contracts/permissions'
import { meResponseSchema } from '../../sync/contracts/auth'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { TestDevice } from './members-support'
import { tokenFor } from './sync-support'

/**
 * The Sunday school through the sync protocol on a real server (docs/ebd.md): one roll per class
 * and Sunday whatever the phones (marks merged per student, figures by field), the offering once
 * in the treasury, and the checks a replay runs with the caller's access as it is then: a
 * teacher's own classes only, another church's teacher refused, the superintendent's permission
 * for classes.
 */

let server: TestServer
type Church = NonNullable<TestServer['demo']>['churches'][number]
let sede: Church
let ribeirao: Church
let admin: TestDevice
let teacherRole: string
let sedeMembers: string[]
let ribeiraoMember: string

const TEACHER: Permission[] = ['VIEW_EBD', 'ADD_EBD', 'VIEW_MEMBER']
const SUNDAY = '2026-11-29'

const reasonOf = (r: { status: string; reason?: { code: string; message?: string } }) =>
  r.status === 'applied' ? 'applied' : `${r.status} ${r.reason?.code}`

async function liveMembersOf(churchId: string, n: number): Promise<string[]> {
  const rows = await server.deps.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.churchId, churchId), isNull(members.deletedAt)))
    .limit(n)
  if (rows.length < n) throw new Error('the demo seed has too few members there')
  return rows.map((r) => r.id)
}

/** A user with the teacher role at `church`, linked to `memberId`; answers their device. */
async function teacherDevice(church: Church, memberId: string, email: string): Promise<TestDevice> {
  await server.deps.db.insert(users).values({
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
    roleId: teacherRole,
    memberId,
    name: 'Professora',
    fullName: 'Professora da EBD',
    email,
    passwordHash: 'x',
    emailConfirmedAt: new Date().toISOString(),
  })
  return new TestDevice(server, (await tokenFor(server, email)).token)
}

async function newClass(teacherIds: string[], churchId = sede.id): Promise<string> {
  const id = uuidv7()
  const r = await admin.push('ebdClass.create', {
    id,
    churchId,
    name: 'Classe de jovens',
    ageRange: '15 a 17 anos',
    room: 'Sala 2',
    teacherIds,
  })
  expect(reasonOf(r)).toBe('applied')
  return id
}

const roll = (classId: string, extra: Record<string, unknown> = {}, date = SUNDAY) => ({
  id: ebdRollId(classId, date),
  churchId: sede.id,
  classId,
  date,
  ...extra,
})

async function offeringRows(rollId: string) {
  const { revenueId, receiptId } = ebdOfferingIds(rollId)
  const db = server.deps.db
  return {
    revenues: await db.select().from(revenues).where(eq(revenues.id, revenueId)),
    receipts: await db.select().from(revenueReceipts).where(eq(revenueReceipts.id, receiptId)),
  }
}

beforeAll(async () => {
  server = await startTestServer()
  sede = server.demo!.churches[0]!
  ribeirao = server.demo!.churches[4]!
  admin = new TestDevice(server, (await tokenFor(server, 'admin@celeiro.app')).token)
  const [treasurer] = await server.deps.db
    .select({ roleId: users.roleId })
    .from(users)
    .where(eq(users.email, 'tesoureiro@celeiro.app'))
  const [churchRole] = await server.deps.db
    .select()
    .from(roles)
    .where(eq(roles.id, treasurer!.roleId))
  const [role] = await server.deps.db
    .insert(roles)
    .values({
      clientId: churchRole!.clientId,
      levelId: churchRole!.levelId,
      name: 'Professor da EBD',
      permissions: TEACHER,
    })
    .returning()
  teacherRole = role!.id
  sedeMembers = await liveMembersOf(sede.id, 6)
  ribeiraoMember = (await liveMembersOf(ribeirao.id, 1))[0]!
})
afterAll(async () => {
  await server.close()
})

describe('the demo', () => {
  it("has the first church's classes with teachers and students, a quarter of 13 lessons and both roles", async () => {
    const db = server.deps.db
    const classes = await db.select().from(ebdClasses).where(eq(ebdClasses.churchId, sede.id))
    expect(classes.length).toBeGreaterThanOrEqual(3)
    expect(classes.every((c) => c.teacherIds.length === 2)).toBe(true)
    expect(await db.$count(ebdEnrolments, eq(ebdEnrolments.churchId, sede.id))).toBeGreaterThan(0)
    const [quarter] = await db.select().from(ebdQuarters).where(eq(ebdQuarters.churchId, sede.id))
    expect(quarter?.lessons).toHaveLength(13)
    const names = (await db.select({ name: roles.name }).from(roles)).map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['Professor(a) da EBD', 'Superintendente da EBD']))
  })
})

describe('one roll per class and Sunday', () => {
  it("merges two teachers' phones into one row per student and records the offering once", async () => {
    const [t1, t2, a, b, c] = sedeMembers as [string, string, string, string, string]
    const classId = await newClass([t1, t2])
    for (const student of [a, b, c]) {
      const r = await admin.push('ebdEnrolment.create', {
        id: uuidv7(),
        churchId: sede.id,
        classId,
        studentId: student,
        startDate: '2026-10-01',
      })
      expect(reasonOf(r)).toBe('applied')
    }
    const phone1 = await teacherDevice(sede, t1, 'prof1.ebd@celeiro.app')
    const phone2 = await teacherDevice(sede, t2, 'prof2.ebd@celeiro.app')
    // Both took the roll offline; each marked what it saw and typed its figures.
    const first = phone1.mutation(
      'ebdRoll.save',
      roll(classId, { present: { [a]: true, [b]: true }, offering: 2550, visitors: 2 }),
    )
    const second = phone2.mutation(
      'ebdRoll.save',
      roll(classId, { present: { [c]: true, [b]: false }, bibles: 5, magazines: 4 }),
    )
    expect((await phone1.pushAll([first])).map(reasonOf)).toEqual(['applied'])
    expect((await phone2.pushAll([second])).map(reasonOf)).toEqual(['applied'])
    // A retry of the whole push (the answer was lost) changes nothing.
    expect((await phone2.pushAll([second]))[0]?.status).toBe('duplicate')
    const rows = await server.deps.db.select().from(ebdRolls).where(eq(ebdRolls.classId, classId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: ebdRollId(classId, SUNDAY),
      present: { [a]: true, [b]: false, [c]: true },
      visitors: 2,
      bibles: 5,
      magazines: 4,
      offering: 2550,
    })
    const money = await offeringRows(rows[0]!.id)
    expect(money.revenues).toHaveLength(1)
    expect(money.revenues[0]).toMatchObject({
      amount: 2550,
      origin: 'oferta',
      churchId: sede.id,
      dueDate: SUNDAY,
      deletedAt: null,
    })
    expect(money.revenues[0]!.description).toMatch(/^EBD — /)
    expect(money.receipts).toHaveLength(1)
    expect(money.receipts[0]).toMatchObject({ amount: 2550, date: SUNDAY, deletedAt: null })

    // A correction of the offering changes the same revenue; 0 removes it.
    expect(reasonOf(await phone2.push('ebdRoll.save', roll(classId, { offering: 3000 })))).toBe(
      'applied',
    )
    let after = await offeringRows(rows[0]!.id)
    expect(after.revenues.map((r) => r.amount)).toEqual([3000])
    expect(after.receipts.map((r) => r.amount)).toEqual([3000])
    expect(reasonOf(await phone1.push('ebdRoll.save', roll(classId, { offering: 0 })))).toBe(
      'applied',
    )
    after = await offeringRows(rows[0]!.id)
    expect(after.revenues[0]?.deletedAt).not.toBeNull()
    expect(after.receipts[0]?.deletedAt).not.toBeNull()

    // Both phones pull the same merged roll.
    await phone1.pull()
    expect(phone1.row('ebdRolls', rows[0]!.id)).toMatchObject({
      present: { [a]: true, [b]: false, [c]: true },
      bibles: 5,
    })
  })

  it('refuses a roll whose id is not the class and day’s', async () => {
    const classId = await newClass([])
    const r = await admin.push('ebdRoll.save', { ...roll(classId), id: uuidv7() })
    expect(reasonOf(r)).toBe('rejected validation_failed')
  })
})

describe('who may take a roll, at replay time', () => {
  it("lets a teacher take only their own classes' roll", async () => {
    const [t1, , , , , other] = sedeMembers
    const mine = await newClass([t1!])
    const notMine = await newClass([other!])
    const phone = await teacherDevice(sede, t1!, 'prof3.ebd@celeiro.app')
    expect(reasonOf(await phone.push('ebdRoll.save', roll(mine, { bibles: 3 })))).toBe('applied')
    expect(reasonOf(await phone.push('ebdRoll.save', roll(notMine, { bibles: 3 })))).toBe(
      'rejected forbidden',
    )
    // Nor may a teacher make classes (the superintendent's EDIT_EBD).
    const r = await phone.push('ebdClass.create', {
      id: uuidv7(),
      churchId: sede.id,
      name: 'Classe nova',
    })
    expect(reasonOf(r)).toBe('rejected forbidden')
  })

  it("tells a teacher's device its member (GET /me), which narrows the class list to theirs", async () => {
    const [, , , , t5] = sedeMembers
    await teacherDevice(sede, t5!, 'prof-me.ebd@celeiro.app')
    const me = async (email: string) => {
      const res = await apiClient(server.url, (await tokenFor(server, email)).token).get(
        '/auth/v1/me',
      )
      expect(res.status).toBe(200)
      return meResponseSchema.parse(res.body).data
    }
    expect((await me('prof-me.ebd@celeiro.app')).memberId).toBe(t5)
    const [adminRow] = await server.deps.db
      .select({ memberId: users.memberId })
      .from(users)
      .where(eq(users.email, 'admin@celeiro.app'))
    expect((await me('admin@celeiro.app')).memberId).toBe(adminRow!.memberId ?? null)
  })

  it("refuses another church's teacher on replay, and a teacher whose permission went before the push", async () => {
    const [t1] = sedeMembers as [string]
    const classId = await newClass([t1])
    // A teacher of Ribeirão linked to a member there queues a roll of the sede's class.
    const stranger = await teacherDevice(ribeirao, ribeiraoMember, 'prof.rp.ebd@celeiro.app')
    const r = await stranger.push('ebdRoll.save', roll(classId, { present: {}, bibles: 1 }))
    expect(r.status).toBe('rejected')
    expect(await server.deps.db.$count(ebdRolls, eq(ebdRolls.classId, classId))).toBe(0)

    // The class's own teacher, once the role lost ADD_EBD while the phone was offline.
    const phone = await teacherDevice(sede, t1, 'prof4.ebd@celeiro.app')
    const queued = phone.mutation('ebdRoll.save', roll(classId, { bibles: 2 }))
    await server.deps.db
      .update(roles)
      .set({ permissions: ['VIEW_EBD', 'VIEW_MEMBER'] })
      .where(eq(roles.id, teacherRole))
    try {
      expect((await phone.pushAll([queued])).map(reasonOf)).toEqual(['rejected forbidden'])
    } finally {
      await server.deps.db
        .update(roles)
        .set({ permissions: TEACHER })
        .where(eq(roles.id, teacherRole))
    }
    expect(await server.deps.db.$count(ebdRolls, eq(ebdRolls.classId, classId))).toBe(0)
  })

  it("refuses a class with another church's member as teacher, and a student of another church", async () => {
    const r = await admin.push('ebdClass.create', {
      id: uuidv7(),
      churchId: sede.id,
      name: 'Classe de casais',
      teacherIds: [ribeiraoMember],
    })
    expect(reasonOf(r)).toBe('rejected validation_failed')
    const classId = await newClass([])
    const marks = await admin.push(
      'ebdRoll.save',
      roll(classId, { present: { [ribeiraoMember]: true } }),
    )
    expect(reasonOf(marks)).toBe('rejected validation_failed')
    expect(await server.deps.db.$count(ebdClasses, eq(ebdClasses.name, 'Classe de casais'))).toBe(0)
  })
})
