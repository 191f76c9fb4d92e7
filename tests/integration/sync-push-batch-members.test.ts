import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthContext } from '../../server/access/auth-context'
import type { Db } from '../../server/db/client'
import {
  churches,
  memberCategoryChanges,
  members,
  subscriptions,
  users,
} from '../../server/db/schema'
import type { PushOptions } from '../../server/modules/sync/push.service'
import { push } from '../../server/modules/sync/push.service'
import { completeCpf } from '../../sync/contracts/documents'
import { MEMBER_CATEGORIES } from '../../sync/contracts/members/fields'
import { SYNC_SCHEMA_VERSION, type Mutation } from '../../sync/contracts/sync'
import { startTestServer, type TestServer } from './harness'
import {
  authFor,
  expectBatchedAsAlone,
  mutationOf,
  pushesOf,
  replayAndRead,
} from './push-batch-support'
import { tokenFor } from './sync-support'

/**
 * Batched replay of member.create (a spreadsheet imported offline): a random sequence of new
 * members and visitors — with and without CPF, a CPF twice in the sequence or held by a live
 * member, a category of their own, a church outside the secretary's sector, a treasury-only
 * field, the same create again, an id reused with other values, repeated mutation ids, retried
 * pushes — pushed by two devices of the demo secretary, batched and one by one: the same
 * answers, records, rows, history and category entries. Each device's members are removed
 * before the other's turn, so both meet the same CPFs and the same room in the plan.
 * BATCH_RUNS (default 12).
 */
const RUNS = Number(process.env.BATCH_RUNS ?? 12)

let server: TestServer
let auth: AuthContext
let own: string[]
let foreign: string
let takenCpf: string

beforeAll(async () => {
  server = await startTestServer()
  const db = server.deps.db
  const { token } = await tokenFor(server, 'secretaria@celeiro.app')
  auth = await authFor(server.deps, token)
  const [secretary] = await db.select().from(users).where(eq(users.id, auth.userId))
  const sectorId = secretary?.sectorId as string
  const inSector = await db.select().from(churches).where(eq(churches.sectorId, sectorId))
  own = inSector.map((c) => c.id)
  const [outside] = await db.select().from(churches).where(ne(churches.sectorId, sectorId)).limit(1)
  foreign = outside?.id as string
  const [holder] = await db
    .select({ cpf: members.cpf })
    .from(members)
    .where(and(isNotNull(members.cpf), isNull(members.deletedAt), ne(members.approval, 'pending')))
    .limit(1)
  takenCpf = holder?.cpf as string
  expect(own.length).toBeGreaterThan(0)
  expect(takenCpf).toBeTruthy()
})
afterAll(async () => {
  await server?.close()
})

type Op =
  | {
      kind: 'person'
      visitor: boolean
      category: number
      /** 0: none, 1-3: a CPF of the scenario (twice when drawn twice), 4: a live member's. */
      cpf: number
      church: number
      foreign: boolean
      treasury: boolean
    }
  | { kind: 'again' | 'reuse' | 'repeat'; of: number }

const rare = fc.nat({ max: 15 }).map((n) => n === 0)
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('person' as const),
      visitor: fc.boolean(),
      category: fc.nat({ max: MEMBER_CATEGORIES.length * 3 }),
      cpf: fc.oneof(
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.constant(13) },
      ),
      church: fc.nat(),
      foreign: rare,
      treasury: rare,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('again' as const, 'reuse' as const, 'repeat' as const),
      of: fc.nat(),
    }),
  },
)

const scenarioArb = fc.record({
  ops: fc.array(opArb, { minLength: 1, maxLength: 80 }),
  cuts: fc.array(fc.nat({ max: 80 }), { maxLength: 3 }),
  retried: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  salt: fc.integer({ min: 100_000_000, max: 899_000_000 }),
})
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never

function scenarioPushes(s: Scenario, ids: string[]): Mutation[][] {
  const made: Mutation[] = []
  const originals: Mutation[] = []
  for (const op of s.ops) {
    const earlier =
      op.kind === 'person' ? undefined : originals[op.of % Math.max(originals.length, 1)]
    if (op.kind === 'repeat' && earlier) {
      made.push(earlier)
      continue
    }
    let args: Record<string, unknown>
    if (op.kind === 'person' || !earlier) {
      const p =
        op.kind === 'person'
          ? op
          : { visitor: false, category: 99, cpf: 0, church: 0, foreign: false, treasury: false }
      const id = uuidv7()
      ids.push(id)
      args = {
        id,
        churchId: p.foreign ? foreign : own[p.church % own.length],
        name: 'Conceição',
        surname: ids.length % 2 ? 'Sá' : 'Araújo',
        status: p.visitor ? 'visitor' : 'active',
        cpf: p.cpf === 0 ? null : p.cpf === 13 ? takenCpf : completeCpf(String(s.salt + p.cpf)),
        birthDate: '1980-05-17',
      }
      const category = MEMBER_CATEGORIES[p.category]
      if (category) args.category = category
      if (p.treasury) args.titheStatus = 'regular'
    } else {
      const before = earlier.args as Record<string, unknown>
      args = op.kind === 'again' ? { ...before } : { ...before, name: 'Sebastião' }
    }
    const m = mutationOf(originals.length + 1, 'member.create', args)
    originals.push(m)
    made.push(m)
  }
  return pushesOf(made, s.cuts, s.retried)
}

/** What a device's pushes left; then its members are removed, so that the next device meets the same CPFs and room. */
async function replay(s: Scenario, options: PushOptions) {
  const ids: string[] = []
  const pushes = scenarioPushes(s, ids)
  const rows = async (db: Db) => {
    if (ids.length === 0) return []
    const stored = await db.select().from(members).where(inArray(members.id, ids))
    const categories = await db
      .select()
      .from(memberCategoryChanges)
      .where(inArray(memberCategoryChanges.memberId, ids))
    return stored
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
      .map(({ id, churchId, name, surname, status, category, cpf, approval, createdBy }) => ({
        id,
        churchId,
        name,
        surname,
        status,
        category,
        cpf,
        approval,
        createdBy,
        categoryChanges: categories
          .filter((c) => c.memberId === id)
          .map((c) => [c.previousCategory, c.newCategory, c.changedBy]),
      }))
  }
  const left = await replayAndRead(server.deps, auth, pushes, ids, rows, options)
  if (ids.length > 0) {
    const db = server.deps.db
    await db.delete(memberCategoryChanges).where(inArray(memberCategoryChanges.memberId, ids))
    await db.delete(members).where(inArray(members.id, ids))
  }
  return left
}

describe('batched replay of members', () => {
  it(`answers, records and writes what replaying each create alone does (${RUNS} runs)`, async () => {
    await expectBatchedAsAlone(scenarioArb, replay, RUNS)
  })

  it("a batch over the plan's room replays one by one: the members that fit are taken, the rest refused", async () => {
    const db = server.deps.db
    const [sedeChurch] = await db
      .select()
      .from(churches)
      .where(eq(churches.id, own[0] as string))
    const clientId = sedeChurch?.clientId as string
    const counted = await db.execute(
      sql`SELECT count(*)::int AS n FROM members WHERE client_id = ${clientId} AND status = 'active' AND deleted_at IS NULL`,
    )
    const active = (
      (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows)[0] as { n: number }
    ).n
    const plan = active < 150 ? 'up_to_150' : active < 300 ? 'up_to_300' : 'up_to_750'
    const limit = { up_to_150: 150, up_to_300: 300, up_to_750: 750 }[plan]
    await db.update(subscriptions).set({ planId: plan }).where(eq(subscriptions.clientId, clientId))
    const room = limit - active
    const mutations = Array.from({ length: room + 2 }, (_, i) =>
      mutationOf(i + 1, 'member.create', {
        id: uuidv7(),
        churchId: own[0],
        name: 'Conceição',
        surname: 'Sá',
        status: 'active',
      }),
    )
    const answers: string[] = []
    const device = uuidv7()
    for (let from = 0; from < mutations.length; from += 100) {
      const batch = mutations.slice(from, from + 100)
      const body = { clientId: device, schemaVersion: SYNC_SCHEMA_VERSION, mutations: batch }
      const answer = await push(server.deps, auth, 'pt-BR', body)
      for (const r of answer.results)
        answers.push(r.status === 'rejected' ? String(r.reason?.code) : r.status)
    }
    expect(answers).toEqual([
      ...Array<string>(room).fill('applied'),
      'member_limit_reached',
      'member_limit_reached',
    ])
    await db
      .update(subscriptions)
      .set({ planId: 'up_to_750' })
      .where(eq(subscriptions.clientId, clientId))
  })
})
