import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assetItems,
  assetMovements,
  assets,
  liabilities,
  roles,
  users,
} from '../../server/db/schema'
import { movementsIssue } from '../../sync/rules/assets'
import { TestDevice } from './members-support'
import { startTestServer, type TestServer } from './harness'
import { churchTreasurerToken, setRolePermissions, tokenFor } from './sync-support'

/**
 * Assets, movements, items and liabilities through the sync protocol on a real server: the
 * inventory's rules (quantity and price > 0, exits within stock, identifiers unique in the
 * church, items within what the movements brought in) on a write sent at once and on a
 * replayed queue, two devices racing for the last item or the same identifier, and scope.
 */

let server: TestServer
let sedeId: string
let ribeiraoId: string
let treasurer: string
let admin: string
let otherTreasurer: string

const reasonOf = (r: { status: string; reason?: { code: string; message?: string } }) =>
  r.status === 'applied' ? 'applied' : `${r.reason?.code}: ${r.reason?.message}`

const asset = (churchId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  churchId,
  name: 'Cadeiras da nave',
  subdivision: 'Nave',
  ...extra,
})
const movement = (assetId: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  assetId,
  kind: 'entry',
  quantity: 2,
  price: 15_000,
  date: '2026-03-01',
  ...extra,
})
const item = (assetId: string, identifier: string, extra: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  assetId,
  identifier,
  statusChangedOn: '2026-03-01',
  ...extra,
})

beforeAll(async () => {
  server = await startTestServer()
  const churches = server.demo!.churches
  sedeId = churches[0]!.id
  ribeiraoId = churches[4]!.id
  treasurer = (await tokenFor(server, 'tesoureiro@celeiro.app')).token
  admin = (await tokenFor(server, 'admin@celeiro.app')).token
  // A treasurer of Igreja Sede Ribeirão Preto, same role as the demo treasurer.
  otherTreasurer = await churchTreasurerToken(
    server,
    churches[4]!,
    'tesoureira.inventario@celeiro.app',
  )
})
afterAll(async () => {
  await server.close()
})

describe('assets and movements', () => {
  it('creates an asset with its church scope, moves quantities in and out, deletes it with its parts', async () => {
    const device = new TestDevice(server, treasurer)
    const a = asset(sedeId)
    const entry = movement(a.id, { quantity: 10 })
    const exit = movement(a.id, { kind: 'exit', quantity: 4 })
    const results = await device.pushAll([
      device.mutation('asset.create', a),
      device.mutation('assetMovement.create', entry),
      device.mutation('assetMovement.create', exit),
    ])
    expect(results.map(reasonOf)).toEqual(['applied', 'applied', 'applied'])
    const [stored] = await server.deps.db
      .select()
      .from(assetMovements)
      .where(eq(assetMovements.id, exit.id))
    expect(stored).toMatchObject({ churchId: sedeId, assetId: a.id, quantity: 4, price: 15_000 })

    // An exit beyond what is held, or a movement of zero, is refused; nothing is written.
    const tooMuch = movement(a.id, { kind: 'exit', quantity: 7 })
    expect(reasonOf(await device.push('assetMovement.create', tooMuch))).toBe(
      'conflict: A saída é maior que a quantidade em estoque.',
    )
    expect(
      (await device.push('assetMovement.create', movement(a.id, { quantity: 0 }))).status,
    ).toBe('rejected')
    expect((await device.push('assetMovement.create', movement(a.id, { price: 0 }))).status).toBe(
      'rejected',
    )
    expect(await server.deps.db.$count(assetMovements, eq(assetMovements.id, tooMuch.id))).toBe(0)
    // Lowering the entry below what went out is refused too.
    expect(
      reasonOf(await device.push('assetMovement.update', { id: entry.id, patch: { quantity: 3 } })),
    ).toBe('conflict: A saída é maior que a quantidade em estoque.')

    await device.pull()
    expect(device.row('assets', a.id)).toMatchObject({ name: 'Cadeiras da nave', churchId: sedeId })
    expect(device.rows('assetMovements').filter((m) => m.assetId === a.id)).toHaveLength(2)

    expect((await device.push('asset.delete', { id: a.id })).status).toBe('applied')
    const live = await server.deps.db
      .select()
      .from(assetMovements)
      .where(and(eq(assetMovements.assetId, a.id), isNull(assetMovements.deletedAt)))
    expect(live).toEqual([])
  })

  it('replaying the same create answers the stored row; nothing doubles', async () => {
    const device = new TestDevice(server, treasurer)
    const a = asset(sedeId, { name: 'Mesa de som' })
    const m = movement(a.id, { quantity: 1, price: 350_000 })
    await device.pushAll([
      device.mutation('asset.create', a),
      device.mutation('assetMovement.create', m),
    ])
    const again = await device.pushAll([
      device.mutation('asset.create', a),
      device.mutation('assetMovement.create', m),
    ])
    expect(again.map((r) => r.status)).toEqual(['applied', 'applied'])
    expect(await server.deps.db.$count(assetMovements, eq(assetMovements.assetId, a.id))).toBe(1)
  })
})

describe('items', () => {
  it('needs an identifier unique in the church and no more items than the entries brought in', async () => {
    const device = new TestDevice(server, treasurer)
    const a = asset(sedeId, { name: 'Violões' })
    await device.pushAll([
      device.mutation('asset.create', a),
      device.mutation('assetMovement.create', movement(a.id, { quantity: 2 })),
    ])
    const results = await device.pushAll([
      device.mutation('assetItem.create', item(a.id, 'TVIO-001')),
      device.mutation('assetItem.create', item(a.id, 'tvio-001')),
      device.mutation('assetItem.create', item(a.id, 'TVIO-002')),
      device.mutation('assetItem.create', item(a.id, 'TVIO-003')),
      device.mutation('assetItem.create', item(a.id, '   ')),
    ])
    expect(results.map(reasonOf)).toEqual([
      'applied',
      'validation_failed: Este identificador já existe',
      'applied',
      'conflict: Limite de itens atingido',
      expect.stringMatching(/^validation_failed/),
    ])
    // The messages come in the device's language.
    const english = new TestDevice(server, treasurer, 'en')
    expect(reasonOf(await english.push('assetItem.create', item(a.id, 'TVIO-002')))).toBe(
      'validation_failed: This identifier already exists',
    )
    // The identifier is unique across the church's assets, not only within one asset.
    const b = asset(sedeId, { name: 'Teclados' })
    await device.pushAll([
      device.mutation('asset.create', b),
      device.mutation('assetMovement.create', movement(b.id, { quantity: 5 })),
    ])
    expect(reasonOf(await device.push('assetItem.create', item(b.id, 'TVIO-001')))).toBe(
      'validation_failed: Este identificador já existe',
    )
    // Another church may use the same tag.
    const theirs = asset(ribeiraoId, { name: 'Violões' })
    const other = new TestDevice(server, otherTreasurer)
    const otherResults = await other.pushAll([
      other.mutation('asset.create', theirs),
      other.mutation('assetMovement.create', movement(theirs.id, { quantity: 1 })),
      other.mutation('assetItem.create', item(theirs.id, 'TVIO-001')),
    ])
    expect(otherResults.map(reasonOf)).toEqual(['applied', 'applied', 'applied'])

    // Renaming onto a taken tag is refused; deleting the entry under existing items is refused.
    const [first] = await server.deps.db
      .select()
      .from(assetItems)
      .where(eq(assetItems.identifier, 'TVIO-002'))
    expect(
      reasonOf(
        await device.push('assetItem.update', { id: first!.id, patch: { identifier: 'Tvio-001' } }),
      ),
    ).toBe('validation_failed: Este identificador já existe')
    const [entry] = await server.deps.db
      .select()
      .from(assetMovements)
      .where(eq(assetMovements.assetId, a.id))
    expect(reasonOf(await device.push('assetMovement.delete', { id: entry!.id }))).toBe(
      'conflict: O patrimônio ficaria com mais itens do que as entradas trouxeram. Exclua itens antes.',
    )
  })

  it('two devices that each took the last free item offline: one applied, the other refused with the message', async () => {
    const setup = new TestDevice(server, treasurer)
    const a = asset(sedeId, { name: 'Microfones' })
    await setup.pushAll([
      setup.mutation('asset.create', a),
      setup.mutation('assetMovement.create', movement(a.id, { quantity: 1 })),
    ])
    const first = new TestDevice(server, treasurer)
    const second = new TestDevice(server, admin)
    // Both queued offline; they replay at the same moment.
    const [r1, r2] = await Promise.all([
      first.push('assetItem.create', item(a.id, 'TMIC-001')),
      second.push('assetItem.create', item(a.id, 'TMIC-002')),
    ])
    expect([reasonOf(r1), reasonOf(r2)].sort()).toEqual([
      'applied',
      'conflict: Limite de itens atingido',
    ])
    // And two devices with the same identifier on two assets.
    const b = asset(sedeId, { name: 'Caixas de som' })
    await setup.pushAll([
      setup.mutation('asset.create', b),
      setup.mutation('assetMovement.create', movement(b.id, { quantity: 3 })),
    ])
    const [s1, s2] = await Promise.all([
      first.push('assetItem.create', item(b.id, 'CX-01')),
      second.push('assetItem.create', item(b.id, 'cx-01')),
    ])
    expect([reasonOf(s1), reasonOf(s2)].sort()).toEqual([
      'applied',
      'validation_failed: Este identificador já existe',
    ])
    const live = await server.deps.db
      .select()
      .from(assetItems)
      .where(and(eq(assetItems.assetId, b.id), isNull(assetItems.deletedAt)))
    expect(live).toHaveLength(1)
  })
})

describe('liabilities', () => {
  it('create, settle with the expense that paid it (same church only), delete', async () => {
    const device = new TestDevice(server, treasurer)
    const debt = {
      id: uuidv7(),
      churchId: sedeId,
      name: 'Empréstimo da reforma',
      value: 1_200_000,
      dueDate: '2026-12-10',
    }
    const expenseId = uuidv7()
    const results = await device.pushAll([
      device.mutation('liability.create', debt),
      device.mutation('expense.create', {
        id: expenseId,
        churchId: sedeId,
        amount: debt.value,
        category: 'other',
        dueDate: '2026-12-10',
        issueDate: '2026-12-10',
        description: 'Quitação: Empréstimo da reforma',
      }),
      device.mutation('liability.update', {
        id: debt.id,
        patch: { settledOn: '2026-12-10', expenseId },
      }),
    ])
    expect(results.map(reasonOf)).toEqual(['applied', 'applied', 'applied'])
    const [row] = await server.deps.db.select().from(liabilities).where(eq(liabilities.id, debt.id))
    expect(row).toMatchObject({ settledOn: '2026-12-10', expenseId, value: 1_200_000 })

    // An expense of another church cannot be linked.
    const theirExpense = uuidv7()
    await new TestDevice(server, admin).push('expense.create', {
      id: theirExpense,
      churchId: ribeiraoId,
      amount: 100,
      category: 'other',
      dueDate: '2026-12-10',
      issueDate: '2026-12-10',
    })
    expect(
      reasonOf(
        await device.push('liability.update', { id: debt.id, patch: { expenseId: theirExpense } }),
      ),
    ).toBe('validation_failed: Despesa não encontrada nesta igreja.')
    expect(
      (await device.push('liability.create', { ...debt, id: uuidv7(), name: 'ab' })).status,
    ).toBe('rejected')
    expect((await device.push('liability.delete', { id: debt.id })).status).toBe('applied')
  })
})

describe('scope and permissions', () => {
  it("a church's treasurer never sees nor changes another church's assets and liabilities", async () => {
    const adminDevice = new TestDevice(server, admin)
    const theirs = asset(ribeiraoId, { name: 'Veículo da igreja' })
    const theirDebt = {
      id: uuidv7(),
      churchId: ribeiraoId,
      name: 'Financiamento do veículo',
      value: 5_000_000,
      dueDate: '2027-01-10',
    }
    const theirMovement = movement(theirs.id, { quantity: 1 })
    await adminDevice.pushAll([
      adminDevice.mutation('asset.create', theirs),
      adminDevice.mutation('assetMovement.create', theirMovement),
      adminDevice.mutation('liability.create', theirDebt),
    ])
    const device = new TestDevice(server, treasurer)
    await device.pull()
    for (const entity of ['assets', 'assetMovements', 'assetItems', 'liabilities'])
      expect(
        device.rows(entity).every((r) => r.churchId === sedeId),
        entity,
      ).toBe(true)
    expect(device.row('assets', theirs.id)).toBeUndefined()

    const results = await device.pushAll([
      device.mutation('asset.create', asset(ribeiraoId)),
      device.mutation('asset.update', { id: theirs.id, patch: { name: 'Tomado' } }),
      device.mutation('asset.delete', { id: theirs.id }),
      device.mutation('assetMovement.create', movement(theirs.id)),
      device.mutation('assetMovement.update', { id: theirMovement.id, patch: { quantity: 9 } }),
      device.mutation('assetItem.create', item(theirs.id, 'INVASOR')),
      device.mutation('liability.update', { id: theirDebt.id, patch: { value: 1 } }),
      device.mutation('liability.delete', { id: theirDebt.id }),
    ])
    expect(results.map((r) => [r.status, r.status === 'rejected' && r.reason?.code])).toEqual(
      Array.from({ length: 8 }, () => ['rejected', 'not_found']),
    )
    const [still] = await server.deps.db.select().from(assets).where(eq(assets.id, theirs.id))
    expect(still).toMatchObject({ name: 'Veículo da igreja', deletedAt: null })
    const [debt] = await server.deps.db
      .select()
      .from(liabilities)
      .where(eq(liabilities.id, theirDebt.id))
    expect(debt).toMatchObject({ value: 5_000_000, deletedAt: null })
  })

  it('a queued write is checked against the role as it is at replay time; without VIEW nothing is pulled', async () => {
    const [role] = await server.deps.db
      .select()
      .from(roles)
      .innerJoin(users, eq(users.roleId, roles.id))
      .where(eq(users.email, 'tesoureiro@celeiro.app'))
    const before = role!.roles.permissions
    const device = new TestDevice(server, treasurer)
    try {
      await setRolePermissions(
        server,
        'tesoureiro@celeiro.app',
        before.filter((p) => p !== 'ADD_ASSETS' && p !== 'VIEW_LIABILITIES'),
      )
      const queued = asset(sedeId, { name: 'Bebedouro' })
      expect(await device.push('asset.create', queued)).toMatchObject({
        status: 'rejected',
        reason: { code: 'forbidden' },
      })
      expect(await server.deps.db.$count(assets, eq(assets.id, queued.id))).toBe(0)
      await device.pull()
      expect(device.rows('liabilities')).toEqual([])
    } finally {
      await setRolePermissions(server, 'tesoureiro@celeiro.app', [...before])
    }
  })

  it('every asset and liability mutation rejects malformed or foreign args (no 5xx, no stopped batch)', async () => {
    const names = ['asset', 'assetMovement', 'assetItem', 'liability'].flatMap((s) => [
      `${s}.create`,
      `${s}.update`,
      `${s}.delete`,
    ])
    const bad: unknown[] = [
      {},
      null,
      'x',
      { id: 'not-a-uuid' },
      { id: uuidv7(), churchId: uuidv7(), assetId: uuidv7(), name: 'Coisa', quantity: 1, price: 1 },
      { id: uuidv7(), patch: { quantity: 1e30, date: '9999-99-99', notes: 'x'.repeat(5000) } },
      { id: uuidv7(), patch: { churchId: uuidv7() } },
    ]
    const device = new TestDevice(server, treasurer)
    for (const name of names) {
      const results = await device.pushAll(bad.map((args) => device.mutation(name, args)))
      expect(results.map((r) => `${name} ${r.status}`)).toEqual(bad.map(() => `${name} rejected`))
    }
  })
})

describe('the demo inventory', () => {
  it('every demo church has assets that obey the rules, and open and settled liabilities', async () => {
    const db = server.deps.db
    const rows = await db.select().from(assets)
    const demoChurches = new Set(server.demo!.churches.map((c) => c.id))
    expect(new Set(rows.map((a) => a.churchId))).toEqual(demoChurches)
    const movements = await db.select().from(assetMovements).where(isNull(assetMovements.deletedAt))
    const items = await db.select().from(assetItems).where(isNull(assetItems.deletedAt))
    for (const a of rows.filter((r) => r.deletedAt === null)) {
      const own = movements.filter((m) => m.assetId === a.id)
      const count = items.filter((i) => i.assetId === a.id).length
      expect(movementsIssue(own, count), a.name).toBeNull()
    }
    const debts = await db.select().from(liabilities)
    expect(debts.some((l) => l.settledOn !== null)).toBe(true)
    expect(debts.some((l) => l.settledOn === null)).toBe(true)
  })
})
