import { Dexie } from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { keepMonthSums, MONTH_SUMS, MONTH_SUMS_STORE, readYearSums } from '../../../sync'
import { countPeople, debtsOf, inventoryOf, monthAndYearOf, repasseOfYear } from './home-figures'

/** A mirror with the device's indexes of these tables (sync/engine/device-registry.ts) and its month sums. */
async function mirrorWith(rows: Record<string, readonly object[]>) {
  const db = new Dexie(`home-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
  db.version(1).stores({
    tithes: 'id, churchId, date, memberId, [churchId+date], [memberId+date]',
    expensePayments: 'id, entryId, churchId, date',
    receiptMonthTotals: 'id, churchId, month',
    repasseRegisters: 'id, churchId, period, recipientId, expenseId',
    members: 'id, churchId, sectorId, fieldId, status, category, cpf, name, approval',
    assets: 'id, churchId, name',
    assetMovements: 'id, assetId, churchId, date',
    assetItems: 'id, assetId, churchId, identifier',
    liabilities: 'id, churchId, dueDate',
    [MONTH_SUMS]: MONTH_SUMS_STORE,
  })
  keepMonthSums(db)
  for (const [table, list] of Object.entries(rows))
    await db.table(table).bulkPut(list.map((row, i) => ({ id: `${table}-${i}`, ...row })))
  // The functions take a mirror table; a plain Dexie table with the same indexes is one.
  return (name: string) => db.table(name) as never
}

describe('home figures', () => {
  it("sums the month and the year from the year's monthly totals of every church, leaving other years out", async () => {
    const table = await mirrorWith({
      receiptMonthTotals: [
        { churchId: 'a', month: '2025-12', amount: 1_000, entries: 1 }, // last year
        { churchId: 'a', month: '2026-01', amount: 2_000, entries: 1 },
        { churchId: 'a', month: '2026-10', amount: 3_000, entries: 1 },
        { churchId: 'a', month: '2026-11', amount: 5_000, entries: 1 },
        { churchId: 'b', month: '2026-11', amount: 7_000, entries: 1 }, // another church, same month
        { churchId: 'a', month: '2027-01', amount: 11_000, entries: 1 }, // next year
      ],
    })
    const months = await readYearSums(table('receiptMonthTotals'), 2026)
    expect(monthAndYearOf(months, '2026-11-23')).toEqual({ month: 12_000, year: 17_000 })
    const before = await readYearSums(table('receiptMonthTotals'), 2024)
    expect(monthAndYearOf(before, '2024-03-01')).toEqual({ month: 0, year: 0 })
  })

  it("takes the month and the year from the year's twelve monthly totals", () => {
    const months = [2_000, 0, 0, 0, 0, 0, 0, 0, 0, 3_000, 12_000, 0]
    expect(monthAndYearOf(months, '2026-11-23')).toEqual({ month: 12_000, year: 17_000 })
    expect(monthAndYearOf(months, '2026-01-31')).toEqual({ month: 2_000, year: 17_000 })
  })

  it("owes the year's repasse registers and counts the payments of their expenses only", async () => {
    const table = await mirrorWith({
      repasseRegisters: [
        { period: '2025-12', expenseAmount: 900, expenseId: 'e0' }, // last year
        { period: '2026-01', expenseAmount: 1_234, expenseId: 'e1' },
        { period: '2026-10', expenseAmount: 4_321, expenseId: 'e2' },
      ],
      expensePayments: [
        { entryId: 'e0', date: '2026-01-10', amount: 900 },
        { entryId: 'e1', date: '2026-02-10', amount: 1_234 },
        { entryId: 'e2', date: '2026-11-10', amount: 1_000 },
        { entryId: 'rent', date: '2026-11-10', amount: 50_000 }, // not a repasse
      ],
    })
    expect(
      await repasseOfYear(table('repasseRegisters'), table('expensePayments'), '2026'),
    ).toEqual({ owed: 5_555, paid: 2_234 })
    // A role that does not see payments: owed only.
    expect(await repasseOfYear(table('repasseRegisters'), null, '2026')).toEqual({
      owed: 5_555,
      paid: 0,
    })
    expect(
      await repasseOfYear(table('repasseRegisters'), table('expensePayments'), '2024'),
    ).toEqual({ owed: 0, paid: 0 })
  })

  it('counts active members, visitors and self-registrations awaiting approval', async () => {
    const table = await mirrorWith({
      members: [
        { status: 'active', approval: 'approved' },
        { status: 'active', approval: 'approved' },
        { status: 'active', approval: 'pending' },
        { status: 'inactive', approval: 'approved' },
        { status: 'visitor', approval: 'approved' },
      ],
    })
    expect(await countPeople(table('members'))).toEqual({
      active: 3,
      visitors: 1,
      awaitingApproval: 1,
    })
  })

  it("values the live assets' stock and counts their items; a deleted asset's parts do not count", async () => {
    const table = await mirrorWith({
      assets: [{ name: 'Cadeiras' }, { name: 'Violões' }],
      assetMovements: [
        { assetId: 'assets-0', kind: 'entry', quantity: 10, price: 9_000 },
        { assetId: 'assets-0', kind: 'exit', quantity: 2, price: 9_000 },
        { assetId: 'assets-1', kind: 'entry', quantity: 2, price: 78_000 },
        { assetId: 'gone', kind: 'entry', quantity: 5, price: 1_000 },
      ],
      assetItems: [{ assetId: 'assets-1' }, { assetId: 'assets-1' }, { assetId: 'gone' }],
    })
    expect(
      await inventoryOf(table('assets'), table('assetMovements'), table('assetItems')),
    ).toEqual({ value: 8 * 9_000 + 2 * 78_000, items: 2 })
  })

  it('owes the open liabilities: those due by the end of the month and the overdue ones', async () => {
    const table = await mirrorWith({
      liabilities: [
        { dueDate: '2026-11-10', value: 100, settledOn: null }, // overdue
        { dueDate: '2026-11-30', value: 200, settledOn: null }, // this month
        { dueDate: '2027-01-10', value: 400, settledOn: null }, // later
        { dueDate: '2026-11-01', value: 800, settledOn: '2026-11-01' }, // settled
      ],
    })
    expect(await debtsOf(table('liabilities'), '2026-11-23')).toEqual({
      dueThisMonth: 300,
      open: 700,
      overdue: 1,
    })
  })
})
