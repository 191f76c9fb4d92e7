import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expensePayments,
  expenses,
  members,
  repasseRegisters,
  revenueReceipts,
  revenues,
  roles,
  tithes,
  users,
} from '../../server/db/schema'
import '../../server/modules/treasury/treasury.sync'
import type { PushAnswer } from '../../sync/contracts/sync'
import { SYNC_SCHEMA_VERSION } from '../../sync/contracts/sync'
import { apiClient } from './api-client'
import { startTestServer, type TestServer } from './harness'
import { churchTreasurerToken, setRolePermissions, tokenFor } from './sync-support'

/**
 * The treasury through the sync protocol on a real server: creates/updates/deletes per entity,
 * sequential codes under concurrent devices, realization rules, repasse generation, tithe
 * budgets, attachments, and scope: the treasurer of Igreja Sede Campinas cannot read or write
 * another church's books, also through replayed mutations.
 */

let server: TestServer
let sedeId: string
let jardimId: string
let ribeiraoId: string
let treasurer: string
let admin: string
let otherTreasurer: string

type Result = PushAnswer['results'][number]

class Device {
  readonly clientId = uuidv7()
  private next = 1
  constructor(private readonly token: string) {}
  async push(...items: [string, unknown][]): Promise<Result[]> {
    const mutations = items.map(([name, args]) => ({
      mutationId: this.next++,
      name,
      args,
      schemaVersion: SYNC_SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
    }))
    const res = await apiClient(server.url, this.token).post<{ data: PushAnswer }>(
      '/sync/v1/push',
      { clientId: this.clientId, schemaVersion: SYNC_SCHEMA_VERSION, mutations },
    )
    expect(res.status).toBe(200)
    return res.body.data.results
  }
  async one(name: string, args: unknown): Promise<Result> {
    const [result] = await this.push([name, args])
    if (!result) throw new Error('no result')
    return result
  }
  /** Every live row of an entity this user pulls. */
  async pull(entity: string): Promise<Record<string, unknown>[]> {
    const rows: Record<string, unknown>[] = []
    const clientId = uuidv7() // one reader for all the pages (another id at cursor > 0 = reset)
    let cursor = 0
    for (;;) {
      const res = await apiClient(server.url, this.token).get<{
        data: {
          changes: { entity: string; row?: Record<string, unknown> }[]
          cursor: number
          hasMore: boolean
        }
      }>(
        `/sync/v1/pull?clientId=${clientId}&cursor=${cursor}&limit=1000&schemaVersion=${SYNC_SCHEMA_VERSION}`,
      )
      expect(res.status).toBe(200)
      for (const c of res.body.data.changes) if (c.entity === entity && c.row) rows.push(c.row)
      cursor = res.body.data.cursor
      if (!res.body.data.hasMore) return rows
    }
  }
}

const revenue = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  amount: 10_000,
  origin: 'oferta',
  dueDate: '2026-03-10',
  issueDate: '2026-03-01',
  ...extra,
})
const expense = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  amount: 25_000,
  category: 'maintenance',
  dueDate: '2026-01-31',
  issueDate: '2026-01-05',
  ...extra,
})
const tithe = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  memberId: null,
  amount: 5_000,
  date: '2026-03-08',
  paymentMethod: 'pix',
  ...extra,
})

beforeAll(async () => {
  server = await startTestServer()
  const churches = server.demo!.churches
  sedeId = churches[0]!.id
  jardimId = churches[1]!.id
  ribeiraoId = churches[4]!.id
  treasurer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  // A treasurer of Igreja Sede Ribeirão Preto, same role as the demo treasurer.
  otherTreasurer = await churchTreasurerToken(server, churches[4]!, 'tesoureira.rp@celeiro.app')
})
afterAll(async () => {
  await server.close()
})

describe('revenues and expenses through push', () => {
  it('creates with the church scope and a code, updates, deletes with its receipts', async () => {
    const device = new Device(treasurer)
    const r = revenue(sedeId, { recurrence: 'mensal', endDate: '2026-05-10' })
    expect(await device.one('revenue.create', r)).toMatchObject({ status: 'applied' })
    const [row] = await server.deps.db.select().from(revenues).where(eq(revenues.id, r.id))
    expect(row).toMatchObject({ churchId: sedeId, codeYear: 2026, amount: 10_000 })
    expect(row!.code).toBeGreaterThan(0)
    expect(row!.sectorId).toBe(server.demo!.churches[0]!.sectorId)

    expect(
      await device.one('revenue.update', { id: r.id, patch: { amount: 12_345, notes: 'ok' } }),
    ).toMatchObject({ status: 'applied' })
    const receipt = {
      id: uuidv7(),
      entryId: r.id,
      instalmentDate: '2026-04-10',
      amount: 12_345,
      date: '2026-04-09',
      history: 'Oferta recebida',
    }
    expect(await device.one('revenueReceipt.create', receipt)).toMatchObject({ status: 'applied' })
    const pulled = await device.pull('revenues')
    expect(pulled.find((p) => p.id === r.id)).toMatchObject({ amount: 12_345, code: row!.code })
    expect(pulled[0]).not.toHaveProperty('deletedAt')

    expect(await device.one('revenue.delete', { id: r.id })).toMatchObject({ status: 'applied' })
    const [gone] = await server.deps.db.select().from(revenues).where(eq(revenues.id, r.id))
    expect(gone!.deletedAt).not.toBeNull()
    const [receiptRow] = await server.deps.db
      .select()
      .from(revenueReceipts)
      .where(eq(revenueReceipts.id, receipt.id))
    expect(receiptRow!.deletedAt).not.toBeNull()
  })

  it('rejects invalid entries with their codes', async () => {
    const device = new Device(treasurer)
    const results = await device.push(
      ['expense.create', expense(sedeId, { recurrence: 'mensal', endDate: '2025-12-31' })],
      ['expense.create', expense(sedeId, { recurrence: 'diaria', endDate: '2031-02-01' })],
      ['expense.create', expense(sedeId, { amount: 0 })],
      ['expense.create', expense(sedeId, { amount: 10.5 })],
      ['expense.create', expense(sedeId, { category: 'food' })],
      ['expense.create', expense(sedeId, { dueDate: '2026-02-30' })],
      ['expense.create', expense(sedeId, { repassePercentBp: 1000, withoutRepasse: true })],
    )
    const messages = results.map((r) => {
      expect(r.status).toBe('rejected')
      const details = (r as { reason: { details: { message: string }[] } }).reason.details
      return details[0]?.message
    })
    expect(messages).toEqual([
      'end_date_before_due_date',
      'end_date_too_far',
      'amount_must_be_positive',
      'amount_invalid',
      'invalid_category',
      'invalid_date',
      'repasse_percent_and_without',
    ])
    // An update is checked on the row as it would become.
    const e = expense(sedeId)
    await device.one('expense.create', e)
    const bad = await device.one('expense.update', {
      id: e.id,
      patch: { recurrence: 'semanal', endDate: '2026-01-01' },
    })
    expect(bad).toMatchObject({ status: 'rejected', reason: { code: 'validation_failed' } })
  })

  it('codes are sequential per church, kind and year, with no gaps or duplicates under two concurrent devices', async () => {
    const a = new Device(treasurer)
    const b = new Device(treasurer)
    const batch = (n: number) =>
      Array.from(
        { length: n },
        () => ['expense.create', expense(sedeId, { issueDate: '2027-02-01' })] as [string, unknown],
      )
    const [ra, rb] = await Promise.all([a.push(...batch(15)), b.push(...batch(15))])
    expect([...ra, ...rb].every((r) => r.status === 'applied')).toBe(true)
    const rows = await server.deps.db
      .select({ code: expenses.code })
      .from(expenses)
      .where(and(eq(expenses.churchId, sedeId), eq(expenses.codeYear, 2027)))
    expect(rows.map((r) => r.code).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
    // A rejected create gives no number away; another church and another kind count on their own.
    await a.one('expense.create', expense(sedeId, { issueDate: '2027-03-01', amount: -1 }))
    const next = expense(sedeId, { issueDate: '2027-03-01' })
    await a.one('expense.create', next)
    const adminDevice = new Device(admin)
    const elsewhere = expense(jardimId, { issueDate: '2027-03-01' })
    await adminDevice.one('expense.create', elsewhere)
    const rev = revenue(sedeId, { issueDate: '2027-01-02' })
    await a.one('revenue.create', rev)
    const codeOf = async (table: typeof expenses | typeof revenues, id: string) =>
      (await server.deps.db.select().from(table).where(eq(table.id, id)))[0]?.code
    expect(await codeOf(expenses, next.id)).toBe(31)
    expect(await codeOf(expenses, elsewhere.id)).toBe(1)
    expect(await codeOf(revenues, rev.id)).toBe(1)
  })
})

describe('payments and receipts', () => {
  it('realize an instalment partially or fully; amount > 0, history ≥ 3 and an existing instalment', async () => {
    const device = new Device(treasurer)
    const e = expense(sedeId, { recurrence: 'mensal', endDate: '2026-04-30' })
    await device.one('expense.create', e)
    const pay = (extra: Record<string, unknown>) => ({
      id: uuidv7(),
      entryId: e.id,
      instalmentDate: '2026-02-28',
      amount: 10_000,
      date: '2026-02-27',
      history: 'Pagamento parcial',
      paymentMethod: 'boleto',
      ...extra,
    })
    const results = await device.push(
      ['expensePayment.create', pay({ amount: 0 })],
      ['expensePayment.create', pay({ history: 'ab' })],
      ['expensePayment.create', pay({ history: '   ab   ' })],
      ['expensePayment.create', pay({ instalmentDate: '2026-02-27' })],
      ['expensePayment.create', pay({})],
      ['expensePayment.create', pay({ amount: 15_000, history: 'Restante' })],
    )
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
      'applied',
    ])
    const reasons = results
      .slice(0, 4)
      .map((r) => (r as { reason: { details: { message: string }[] } }).reason.details[0]?.message)
    expect(reasons).toEqual([
      'amount_must_be_positive',
      'history_too_short',
      'history_too_short',
      'instalment_not_found',
    ])
    const rows = await server.deps.db
      .select()
      .from(expensePayments)
      .where(and(eq(expensePayments.entryId, e.id), isNull(expensePayments.deletedAt)))
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(25_000)
    expect(rows.every((r) => r.churchId === sedeId)).toBe(true)
  })
})

describe('a bill that recurs until cancelled (issue 51)', () => {
  it('is accepted without an end date; any later instalment may be paid, a date off the rule may not', async () => {
    const device = new Device(treasurer)
    const rent = expense(sedeId, { recurrence: 'mensal', endDate: null, description: 'Aluguel' })
    expect(await device.one('expense.create', rent)).toMatchObject({ status: 'applied' })
    const [row] = await server.deps.db.select().from(expenses).where(eq(expenses.id, rent.id))
    expect(row).toMatchObject({ recurrence: 'mensal', endDate: null })
    const pay = (instalmentDate: string) => ({
      id: uuidv7(),
      entryId: rent.id,
      instalmentDate,
      amount: 25_000,
      date: '2026-02-27',
      history: 'Aluguel pago',
      paymentMethod: 'pix',
    })
    // Ten years on (beyond the 5 years a bill with an end date may span): still an instalment.
    const results = await device.push(
      ['expensePayment.create', pay('2036-02-29')],
      ['expensePayment.create', pay('2029-06-30')],
      ['expensePayment.create', pay('2029-06-29')],
    )
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected'])
    // Re-authorized: a treasurer of another church cannot pay it (its row is out of scope).
    const foreign = await new Device(otherTreasurer).one('expensePayment.create', pay('2026-03-31'))
    expect(foreign.status).toBe('rejected')
    // An end date may still be set later (the tenancy ends), and is checked then.
    const ended = await device.one('expense.update', {
      id: rent.id,
      patch: { endDate: '2026-12-31' },
    })
    expect(ended).toMatchObject({ status: 'applied' })
  })
})

describe('tithes and budgets', () => {
  it('create, update, delete; anonymous offerings; amounts validated', async () => {
    const device = new Device(treasurer)
    const t = tithe(sedeId)
    const results = await device.push(
      ['tithe.create', t],
      ['tithe.update', { id: t.id, patch: { amount: 7_500, notes: 'envelope' } }],
      ['tithe.create', tithe(sedeId, { amount: 'abc' })],
      ['tithe.create', tithe(sedeId, { amount: 0.5 })],
      ['tithe.delete', { id: t.id }],
    )
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'applied',
    ])
    const [row] = await server.deps.db.select().from(tithes).where(eq(tithes.id, t.id))
    expect(row).toMatchObject({ amount: 7_500, notes: 'envelope', memberId: null })
    expect(row!.deletedAt).not.toBeNull()
  })

  it('a tithe created again with its id answers the stored row; other content is refused; nothing doubles', async () => {
    const people = await server.deps.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.churchId, sedeId), isNull(members.deletedAt)))
    const member = people[0]
    if (!member) throw new Error('demo members expected')
    const t = tithe(sedeId, { memberId: member.id, amount: 4_321 })
    expect((await new Device(treasurer).one('tithe.create', t)).status).toBe('applied')
    // Another device (a resend from the attention list, a second tab's copy): the same create.
    const again = await new Device(treasurer).one('tithe.create', t)
    expect(again.status).toBe('applied')
    const changed = await new Device(treasurer).one('tithe.create', { ...t, amount: 9_999 })
    expect(changed.status).toBe('rejected')
    expect((changed as { reason?: { code: string } }).reason?.code).toBe('conflict')
    // The member leaves the church after the first create: the same create still answers the row.
    await server.deps.db
      .update(members)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(members.id, member.id))
    try {
      expect((await new Device(treasurer).one('tithe.create', t)).status).toBe('applied')
    } finally {
      await server.deps.db.update(members).set({ deletedAt: null }).where(eq(members.id, member.id))
    }
    const rows = await server.deps.db.select().from(tithes).where(eq(tithes.id, t.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ amount: 4_321, memberId: member.id })
  })

  it("a member's tithe needs a live member of the same church", async () => {
    const device = new Device(treasurer)
    const people = await server.deps.db
      .select({ id: members.id, churchId: members.churchId })
      .from(members)
      .where(isNull(members.deletedAt))
    const ours = people.find((p) => p.churchId === sedeId)
    const theirs = people.find((p) => p.churchId === ribeiraoId)
    if (!ours || !theirs) throw new Error('demo members expected')
    const ok = tithe(sedeId, { memberId: ours.id })
    const results = await device.push(
      ['tithe.create', ok],
      ['tithe.create', tithe(sedeId, { memberId: theirs.id })],
      ['tithe.create', tithe(sedeId, { memberId: uuidv7() })],
      ['tithe.update', { id: ok.id, patch: { memberId: theirs.id } }],
      ['tithe.update', { id: ok.id, patch: { memberId: null } }],
    )
    expect(
      results.map((r) => [
        r.status,
        (r as { reason?: { details: { message: string }[] } }).reason?.details[0]?.message,
      ]),
    ).toEqual([
      ['applied', undefined],
      ['rejected', 'member_not_found'],
      ['rejected', 'member_not_found'],
      ['rejected', 'member_not_found'],
      ['applied', undefined],
    ])
  })

  it('one budget per church, year and month', async () => {
    const device = new Device(treasurer)
    const budget = (month: number | null) => ({
      id: uuidv7(),
      churchId: sedeId,
      year: 2029,
      month,
      amount: 500_000,
    })
    const results = await device.push(
      ['titheBudget.create', budget(null)],
      ['titheBudget.create', budget(3)],
      ['titheBudget.create', budget(3)],
      ['titheBudget.create', budget(null)],
      ['titheBudget.create', { ...budget(13) }],
    )
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ])
    expect(results[2]).toMatchObject({
      reason: { code: 'conflict', details: { reason: 'tithe_budget_exists' } },
    })
  })
})

describe('repasse', () => {
  it('owes the percentage of tithes and receipts of the period, creates the expense once', async () => {
    const device = new Device(treasurer)
    const r1 = revenue(sedeId, { dueDate: '2028-06-05', issueDate: '2028-06-01' })
    const r2 = revenue(sedeId, {
      dueDate: '2028-06-05',
      issueDate: '2028-06-01',
      withoutRepasse: true,
    })
    await device.push(
      ['tithe.create', tithe(sedeId, { date: '2028-06-02', amount: 33_333 })],
      ['tithe.create', tithe(sedeId, { date: '2028-06-30', amount: 11_112 })],
      ['tithe.create', tithe(sedeId, { date: '2028-07-01', amount: 99_999 })],
      ['revenue.create', r1],
      ['revenue.create', r2],
      [
        'revenueReceipt.create',
        {
          id: uuidv7(),
          entryId: r1.id,
          instalmentDate: '2028-06-05',
          amount: 20_000,
          date: '2028-06-05',
          history: 'Venda de livros',
        },
      ],
      [
        'revenueReceipt.create',
        {
          id: uuidv7(),
          entryId: r2.id,
          instalmentDate: '2028-06-05',
          amount: 80_000,
          date: '2028-06-05',
          history: 'Doação com destino',
        },
      ],
    )
    const register = {
      id: uuidv7(),
      churchId: sedeId,
      period: '2028-06',
      percentBp: 1000,
      category: 'field',
      budgetAmount: 5_000,
    }
    expect(await device.one('repasseRegister.create', register)).toMatchObject({
      status: 'applied',
    })
    const [row] = await server.deps.db
      .select()
      .from(repasseRegisters)
      .where(eq(repasseRegisters.id, register.id))
    // base 33,333 + 11,112 + 20,000 = 64,445 centavos; 10 % = 6,444.5 -> 6,445
    expect(row).toMatchObject({
      baseAmount: 64_445,
      expenseAmount: 6_445,
      recipientId: server.demo!.churches[0]!.fieldId,
    })
    const [generated] = await server.deps.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, row!.expenseId))
    expect(generated).toMatchObject({
      amount: 6_445,
      repasseRegisterId: register.id,
      dueDate: '2028-06-30',
      churchId: sedeId,
    })
    expect(generated!.code).toBeGreaterThan(0)

    // Generating again for the same church, period and recipient does not double.
    const again = await device.one('repasseRegister.create', { ...register, id: uuidv7() })
    expect(again).toMatchObject({
      status: 'rejected',
      reason: { code: 'conflict', details: { reason: 'repasse_already_generated' } },
    })
    const generatedCount = await server.deps.db.$count(
      expenses,
      and(eq(expenses.churchId, sedeId), eq(expenses.description, 'Repasse 06/2028')),
    )
    expect(generatedCount).toBe(1)

    // The generated expense is locked; the register's amount moves it.
    expect(await device.one('expense.delete', { id: generated!.id })).toMatchObject({
      status: 'rejected',
      reason: { details: { reason: 'repasse_expense_locked' } },
    })
    await device.one('repasseRegister.update', { id: register.id, patch: { expenseAmount: 7_000 } })
    const [moved] = await server.deps.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, generated!.id))
    expect(moved!.amount).toBe(7_000)

    // Paid vs owed: a payment on the expense; then the register can no longer be deleted.
    await device.one('expensePayment.create', {
      id: uuidv7(),
      entryId: generated!.id,
      instalmentDate: '2028-06-30',
      amount: 3_000,
      date: '2028-07-02',
      history: 'Repasse parcial',
    })
    // (The demo treasurer has no DELETE_REPASSE: the administrator tries.)
    const adminDevice = new Device(admin)
    expect(await device.one('repasseRegister.delete', { id: register.id })).toMatchObject({
      status: 'rejected',
      reason: { code: 'forbidden' },
    })
    expect(await adminDevice.one('repasseRegister.delete', { id: register.id })).toMatchObject({
      status: 'rejected',
      reason: { details: { reason: 'repasse_has_payments' } },
    })
  })

  it('nothing owed is refused; deleting a register removes its expense', async () => {
    const device = new Device(treasurer)
    const empty = {
      id: uuidv7(),
      churchId: sedeId,
      period: '2019-01',
      percentBp: 1000,
      category: 'sector',
    }
    expect(await device.one('repasseRegister.create', empty)).toMatchObject({
      status: 'rejected',
      reason: { code: 'validation_failed' },
    })
    const manual = { ...empty, id: uuidv7(), expenseAmount: 1_500 }
    expect(await device.one('repasseRegister.create', manual)).toMatchObject({ status: 'applied' })
    const [row] = await server.deps.db
      .select()
      .from(repasseRegisters)
      .where(eq(repasseRegisters.id, manual.id))
    expect(row).toMatchObject({ baseAmount: 0, expenseAmount: 1_500 })
    expect(await new Device(admin).one('repasseRegister.delete', { id: manual.id })).toMatchObject({
      status: 'applied',
    })
    const [expenseRow] = await server.deps.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, row!.expenseId))
    expect(expenseRow!.deletedAt).not.toBeNull()
  })
})

describe('scope and permissions', () => {
  it("a treasurer of Igreja Sede Campinas neither reads nor writes another church's books", async () => {
    const adminDevice = new Device(admin)
    const theirs = tithe(ribeiraoId, { amount: 4_242 })
    const theirRevenue = revenue(ribeiraoId)
    await adminDevice.push(['tithe.create', theirs], ['revenue.create', theirRevenue])
    const device = new Device(treasurer)
    const pulled = await device.pull('tithes')
    expect(pulled.length).toBeGreaterThan(0)
    expect(pulled.every((t) => t.churchId === sedeId)).toBe(true)
    expect(pulled.some((t) => t.id === theirs.id)).toBe(false)

    const results = await device.push(
      ['tithe.create', tithe(ribeiraoId)],
      ['tithe.update', { id: theirs.id, patch: { amount: 1 } }],
      ['tithe.delete', { id: theirs.id }],
      ['revenue.update', { id: theirRevenue.id, patch: { amount: 1 } }],
      [
        'revenueReceipt.create',
        {
          id: uuidv7(),
          entryId: theirRevenue.id,
          instalmentDate: '2026-03-10',
          amount: 100,
          date: '2026-03-10',
          history: 'tentativa',
        },
      ],
      [
        'repasseRegister.create',
        {
          id: uuidv7(),
          churchId: ribeiraoId,
          period: '2026-03',
          percentBp: 1000,
          category: 'field',
          expenseAmount: 100,
        },
      ],
    )
    expect(
      results.map((r) => [r.status, (r as { reason?: { code: string } }).reason?.code]),
    ).toEqual(Array.from({ length: 6 }, () => ['rejected', 'not_found']))
    const [still] = await server.deps.db.select().from(tithes).where(eq(tithes.id, theirs.id))
    expect(still).toMatchObject({ amount: 4_242, deletedAt: null })

    // And the other way round: Ribeirão's treasurer does not see Sede's rows.
    const other = await new Device(otherTreasurer).pull('tithes')
    expect(other.map((t) => t.id)).toContain(theirs.id)
    expect(other.every((t) => t.churchId === ribeiraoId)).toBe(true)
  })

  it('a sector treasurer keeps the books of the churches below, not of the sector next door', async () => {
    const churches = server.demo!.churches
    const s1 = churches[0]!
    const [demoTreasurer] = await server.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'tesoureiro@celeiro.app'))
    await server.deps.db.insert(users).values({
      clientId: s1.clientId,
      conventionId: s1.conventionId,
      fieldId: s1.fieldId,
      sectorId: s1.sectorId,
      roleId: demoTreasurer!.roleId,
      name: 'Paulo',
      fullName: 'Paulo Tesoureiro do Setor',
      email: 'tesoureiro.setor@celeiro.app',
      passwordHash: 'x',
      emailConfirmedAt: new Date().toISOString(),
    })
    const { token } = await tokenFor(server, 'tesoureiro.setor@celeiro.app')
    const device = new Device(token)
    const vilaIndustrial = churches[2]!.id // Setor Regional Sul
    const results = await device.push(
      ['tithe.create', tithe(sedeId, { date: '2031-01-05' })],
      ['tithe.create', tithe(jardimId, { date: '2031-01-05' })],
      ['tithe.create', tithe(vilaIndustrial, { date: '2031-01-05' })],
    )
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected'])
    const seen = new Set((await device.pull('tithes')).map((t) => t.churchId))
    expect([...seen].sort()).toEqual([sedeId, jardimId].sort())
  })

  it('a queued mutation is checked against the role as it is at replay time', async () => {
    const [role] = await server.deps.db
      .select()
      .from(roles)
      .innerJoin(users, eq(users.roleId, roles.id))
      .where(eq(users.email, 'tesoureiro@celeiro.app'))
    const before = role!.roles.permissions
    const device = new Device(treasurer)
    try {
      await setRolePermissions(
        server,
        'tesoureiro@celeiro.app',
        before.filter((p) => p !== 'ADD_TITHING'),
      )
      const queued = tithe(sedeId)
      expect(await device.one('tithe.create', queued)).toMatchObject({
        status: 'rejected',
        reason: { code: 'forbidden' },
      })
      expect(await server.deps.db.$count(tithes, eq(tithes.id, queued.id))).toBe(0)
      // Without VIEW_TITHING the pull carries no tithes at all.
      await setRolePermissions(
        server,
        'tesoureiro@celeiro.app',
        before.filter((p) => p !== 'VIEW_TITHING'),
      )
      expect(await device.pull('tithes')).toEqual([])
    } finally {
      await setRolePermissions(server, 'tesoureiro@celeiro.app', [...before])
    }
  })
})

describe('attachments', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  const upload = (
    token: string,
    fields: Record<string, string>,
    bytes: Uint8Array,
    name: string,
  ) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    form.set('file', new Blob([bytes.slice().buffer]), name)
    return apiClient(server.url, token).post<{
      data: { id: string; mimeType: string; size: number }
      code?: string
      details?: { reason: string }
    }>('/treasury/v1/attachments', form)
  }

  it('PDF/PNG/JPEG by magic bytes, 5 MB, 5 per entry, scoped download, deletion through sync', async () => {
    const device = new Device(treasurer)
    const e = expense(sedeId)
    await device.one('expense.create', e)
    const fields = { kind: 'expense', entryId: e.id }

    const first = await upload(treasurer, { ...fields, id: uuidv7() }, pdf, 'nota fiscal.pdf')
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ mimeType: 'application/pdf', size: pdf.byteLength })

    const fake = await upload(treasurer, fields, new TextEncoder().encode('hello'), 'fake.pdf')
    expect(fake.status).toBe(415)
    expect(fake.body.details?.reason).toBe('attachment_unsupported_format')

    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(pdf)
    const tooBig = await upload(treasurer, fields, big, 'big.pdf')
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.details?.reason).toBe('attachment_too_large')

    for (let i = 0; i < 4; i++)
      expect((await upload(treasurer, fields, png, `foto-${i}.png`)).status).toBe(201)
    const sixth = await upload(treasurer, fields, png, 'sexta.png')
    expect(sixth.status).toBe(409)
    expect(sixth.body.details?.reason).toBe('attachment_max_files')

    // Wrong kind for the entry, or another church's entry: 404.
    expect((await upload(treasurer, { kind: 'revenue', entryId: e.id }, pdf, 'a.pdf')).status).toBe(
      404,
    )
    expect((await upload(otherTreasurer, fields, pdf, 'a.pdf')).status).toBe(404)

    const id = first.body.data.id
    const download = await fetch(`${server.url}/api/treasury/v1/attachments/${id}`, {
      headers: { authorization: `Bearer ${treasurer}` },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)
    const foreign = await fetch(`${server.url}/api/treasury/v1/attachments/${id}`, {
      headers: { authorization: `Bearer ${otherTreasurer}` },
    })
    expect(foreign.status).toBe(404)
    const anonymous = await fetch(`${server.url}/api/treasury/v1/attachments/${id}`)
    expect(anonymous.status).toBe(401)

    expect(
      (await device.pull('expenseAttachments')).filter((a) => a.entryId === e.id),
    ).toHaveLength(5)
    expect(await device.one('expenseAttachment.delete', { id })).toMatchObject({
      status: 'applied',
    })
    expect((await upload(treasurer, fields, png, 'de novo.png')).status).toBe(201)
  })
})

describe('bad args never stop the queue', () => {
  it('every treasury mutation rejects malformed or foreign args (no 5xx, no stopped batch)', async () => {
    const names = [
      'revenue',
      'expense',
      'revenueReceipt',
      'expensePayment',
      'tithe',
      'titheBudget',
      'repasseRegister',
    ].flatMap((s) => [`${s}.create`, `${s}.update`, `${s}.delete`])
    names.push('revenueAttachment.delete', 'expenseAttachment.delete', 'serviceClosing.create')
    const bad: unknown[] = [
      {},
      null,
      'x',
      { id: 'not-a-uuid' },
      { id: uuidv7(), churchId: uuidv7(), entryId: uuidv7(), amount: 1, date: '2026-01-01' },
      { id: uuidv7(), patch: { amount: 1e30, date: '9999-99-99', notes: 'x'.repeat(5000) } },
      { id: uuidv7(), patch: { code: 1 } },
    ]
    const device = new Device(treasurer)
    for (const name of names) {
      const results = await device.push(...bad.map((args) => [name, args] as [string, unknown]))
      expect(results.map((r) => `${name} ${r.status}`)).toEqual(bad.map(() => `${name} rejected`))
    }
  })
})
