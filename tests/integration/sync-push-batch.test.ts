import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthContext } from '../../server/access/auth-context'
import type { Db } from '../../server/db/client'
import { churches, members, rowHistory, syncMutations, tithes, users } from '../../server/db/schema'
import { push, type PushOptions } from '../../server/modules/sync/push.service'
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
 * Batched replay (docs/sync.md): consecutive tithe creates replay in one transaction, and every
 * push answers, records and writes exactly what replaying each mutation alone does. A random
 * sequence of tithes — valid ones, anonymous offerings, members of another church or none,
 * another church's books, bad amounts, the same create again, a reused id with other values,
 * repeats of earlier mutation ids and retries of a whole push — is pushed twice by two devices
 * of the demo treasurer: once as the app does (batches), once with every mutation alone. Runs on
 * PGlite and, in CI, on PostgreSQL (BATCH_RUNS, default 12).
 */
const RUNS = Number(process.env.BATCH_RUNS ?? 12)

let server: TestServer
let auth: AuthContext
let church: string
let otherChurch: string
let ownMembers: string[]
let otherMember: string

beforeAll(async () => {
  server = await startTestServer()
  const db = server.deps.db
  const { token } = await tokenFor(server, 'tesoureiro@celeiro.app')
  auth = await authFor(server.deps, token)
  const [treasurer] = await db.select().from(users).where(eq(users.id, auth.userId))
  church = treasurer?.churchId as string
  const [other] = await db.select().from(churches).where(ne(churches.id, church)).limit(1)
  otherChurch = other?.id as string
  const own = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.churchId, church), isNull(members.deletedAt)))
    .limit(3)
  ownMembers = own.map((m) => m.id)
  const [foreign] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(ne(members.churchId, church), isNull(members.deletedAt)))
    .limit(1)
  otherMember = foreign?.id as string
  expect(ownMembers.length).toBe(3)
})
afterAll(async () => {
  await server?.close()
})

/** What a generated mutation does; tithe ids are logical (0, 1, 2...), made real per device. */
type Op =
  | { kind: 'tithe'; tithe: number; member: number; amount: number; foreignBooks: boolean }
  | { kind: 'again'; of: number }
  | { kind: 'reuse'; of: number }
  | { kind: 'repeat'; of: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('tithe' as const),
      tithe: fc.constant(0),
      // 0-2: the church's members, 3: anonymous, 4: another church's member, 5: nobody.
      member: fc.nat({ max: 5 }),
      amount: fc.oneof(
        { weight: 9, arbitrary: fc.integer({ min: 1, max: 500_000 }) },
        { weight: 1, arbitrary: fc.constantFrom(0, -100) },
      ),
      foreignBooks: fc.nat({ max: 15 }).map((n) => n === 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('again' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat() }) },
)

interface Scenario {
  ops: Op[]
  /** Where the pushes split the mutations, and which pushes are sent twice (a lost answer). */
  cuts: number[]
  retried: boolean[]
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  ops: fc.array(opArb, { minLength: 1, maxLength: 120 }),
  cuts: fc.array(fc.nat({ max: 120 }), { maxLength: 3 }),
  retried: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
})

/** The pushes of a scenario for one device, with its own tithe ids. */
function scenarioPushes(s: Scenario, ids: string[]): Mutation[][] {
  const made: Mutation[] = []
  /** The mutations with ids of their own (a repeat reuses one of theirs). */
  const originals: Mutation[] = []
  const idOf = (n: number) => {
    while (ids.length <= n) ids.push(uuidv7())
    return ids[n] as string
  }
  let tithesMade = 0
  for (const op of s.ops) {
    const earlier = originals[op.kind === 'tithe' ? 0 : op.of % Math.max(originals.length, 1)]
    if (op.kind === 'repeat' && earlier) {
      made.push(earlier)
      continue
    }
    let args: Record<string, unknown>
    if (op.kind === 'tithe' || !earlier) {
      const o = op.kind === 'tithe' ? op : { member: 3, amount: 100, foreignBooks: false }
      const memberId = [...ownMembers, null, otherMember][o.member] ?? uuidv7()
      args = {
        id: idOf(tithesMade++),
        churchId: o.foreignBooks ? otherChurch : church,
        memberId,
        amount: o.amount,
        date: '2026-11-22',
        paymentMethod: 'pix',
      }
    } else {
      const before = earlier.args as Record<string, unknown>
      args = op.kind === 'again' ? { ...before } : { ...before, amount: Number(before.amount) + 1 }
    }
    const m = mutationOf(originals.length + 1, 'tithe.create', args)
    originals.push(m)
    made.push(m)
  }
  return pushesOf(made, s.cuts, s.retried)
}

/** What a device's pushes left: the answers, records, history and tithes, ids made logical. */
function replay(s: Scenario, options: PushOptions) {
  const ids: string[] = []
  const pushes = scenarioPushes(s, ids)
  const rows = async (db: Db) =>
    ids.length === 0
      ? []
      : (await db.select().from(tithes).where(inArray(tithes.id, ids)))
          .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
          .map(({ id, memberId, churchId, amount, date, paymentMethod, deletedAt }) => ({
            id,
            memberId,
            churchId,
            amount,
            date,
            paymentMethod,
            deleted: deletedAt !== null,
          }))
  return replayAndRead(server.deps, auth, pushes, ids, rows, options)
}

/** The church's monthly tithe totals (the insert trigger's work, one statement per batch) equal the rows'. */
async function totalsMatchTheRows(db: Db): Promise<void> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS wrong FROM (
      SELECT church_id, to_char(date, 'YYYY-MM') AS month, sum(amount) AS amount, count(*)::int AS entries
      FROM tithes WHERE deleted_at IS NULL AND church_id = ${church} GROUP BY 1, 2) r
    FULL JOIN (SELECT church_id, month, amount, entries FROM tithe_month_totals
               WHERE church_id = ${church} AND (amount <> 0 OR entries <> 0)) t
      USING (church_id, month)
    WHERE r.amount IS DISTINCT FROM t.amount OR r.entries IS DISTINCT FROM t.entries`)
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
  expect(rows).toEqual([{ wrong: 0 }])
}

/** n new tithes of the treasurer's church; the one at `bad` gives another church's member. */
const tithesOf = (n: number, bad?: number) =>
  Array.from({ length: n }, (_, i): Mutation => ({
    mutationId: i + 1,
    name: 'tithe.create',
    args: {
      id: uuidv7(),
      churchId: church,
      memberId: i === bad ? otherMember : ownMembers[i % 3],
      amount: 1000 + i,
      date: '2026-11-22',
      paymentMethod: 'dinheiro',
    },
    schemaVersion: SYNC_SCHEMA_VERSION,
    createdAt: '2026-11-22T22:30:00.000Z',
  }))

describe('batched replay', () => {
  it(`answers, records and writes what replaying each mutation alone does (${RUNS} runs)`, async () => {
    await expectBatchedAsAlone(scenarioArb, replay, RUNS)
    await totalsMatchTheRows(server.deps.db)
  })

  it('commits a push of 100 new tithes in one transaction, and one with a bad tithe mutation by mutation', async () => {
    let transactions = 0
    const db = server.deps.db
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'transaction') transactions++
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    const deps = { ...server.deps, db: counting }
    const good = await push(deps, auth, 'pt-BR', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: tithesOf(100),
    })
    expect(good.lastMutationId).toBe(100)
    expect(good.results.every((r) => r.status === 'applied')).toBe(true)
    expect(transactions).toBe(1)
    transactions = 0
    const mixed = await push(deps, auth, 'pt-BR', {
      clientId: uuidv7(),
      schemaVersion: SYNC_SCHEMA_VERSION,
      mutations: tithesOf(100, 40),
    })
    expect(mixed.lastMutationId).toBe(100)
    expect(mixed.results.map((r) => r.status).filter((st) => st !== 'applied')).toEqual([
      'rejected',
    ])
    expect(mixed.results[40]?.reason?.code).toBe('validation_failed')
    // The batch, then every one of its mutations alone (the rejection recorded in a second).
    expect(transactions).toBe(1 + 100 + 1)
  })

  it('two pushes of the same 100 tithes at once (a retry racing its original): applied once, answered twice', async () => {
    const clientId = uuidv7()
    const body = { clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations: tithesOf(100) }
    const answers = await Promise.all([
      push(server.deps, auth, 'pt-BR', body),
      push(server.deps, auth, 'pt-BR', body),
    ])
    for (const answer of answers) {
      expect(answer.lastMutationId).toBe(100)
      expect(answer.results).toHaveLength(100)
    }
    const statuses = answers.flatMap((a) => a.results.map((r) => r.status))
    expect(statuses.filter((st) => st === 'applied')).toHaveLength(100)
    expect(statuses.filter((st) => st === 'duplicate')).toHaveLength(100)
    const ids = body.mutations.map((m) => (m.args as { id: string }).id)
    const db = server.deps.db
    expect(await db.$count(tithes, inArray(tithes.id, ids))).toBe(100)
    expect(await db.$count(syncMutations, eq(syncMutations.clientId, clientId))).toBe(100)
    expect(await db.$count(rowHistory, inArray(rowHistory.rowId, ids))).toBe(100)
  })
})
