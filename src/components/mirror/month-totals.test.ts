import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  mirror,
  mutate,
  readYearSums,
  startSync,
  stopSync,
  syncStatus,
  unconfirmedRows,
  type EntityName,
  type Payment,
  type Tithe,
} from '../../../sync'
import { collectedByMonth, readMonthTotals, unconfirmedByMonth } from './month-totals'

type Transport = NonNullable<NonNullable<Parameters<typeof startSync>[1]>['transport']>
type PullAnswer = Awaited<ReturnType<Transport['pull']>>

const CHURCH = '0190f000-0000-7000-8000-0000000000c1'
const scope = {
  clientId: '0190f000-0000-7000-8000-0000000000a1',
  conventionId: '0190f000-0000-7000-8000-0000000000a2',
  fieldId: '0190f000-0000-7000-8000-0000000000a3',
  sectorId: '0190f000-0000-7000-8000-0000000000a4',
  churchId: CHURCH,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
}
const tithe = (id: string, amount: number, date: string): Tithe => ({
  ...scope,
  id,
  memberId: null,
  amount,
  date,
  paymentMethod: 'dinheiro',
  notes: '',
  eventId: null,
})
const TITHE_A = '0190f000-0000-7000-8000-00000000000a'
const TITHE_B = '0190f000-0000-7000-8000-00000000000b'
let seq = 0
const change = (entity: string, row: Record<string, unknown>) => ({
  entity,
  id: String(row.id),
  seq: ++seq,
  row,
})

/** The server's answer: two tithes of October and November 2026 and their churches' monthly totals. */
const serverPage: PullAnswer = {
  reset: false,
  changes: [
    change('tithes', tithe(TITHE_A, 10_000, '2026-10-04')),
    change('tithes', tithe(TITHE_B, 5_000, '2026-11-22')),
    change('titheMonthTotals', {
      ...scope,
      id: 'm10',
      month: '2026-10',
      amount: 10_000,
      entries: 1,
    }),
    change('titheMonthTotals', {
      ...scope,
      id: 'm11',
      month: '2026-11',
      amount: 5_000,
      entries: 1,
    }),
    change('titheMonthTotals', { ...scope, id: 'm25', month: '2025-11', amount: 700, entries: 1 }),
  ],
  cursor: 9,
  hasMore: false,
  lastMutationId: 0,
  rejected: [],
}

const payment = (id: string, amount: number, date: string): Payment => ({
  ...scope,
  id,
  entryId: '0190f000-0000-7000-8000-0000000000e1',
  instalmentDate: '2026-10-01',
  amount,
  date,
  history: 'Aluguel',
  paymentMethod: null,
})
const RECEIPT = '0190f000-0000-7000-8000-0000000000b1'
const PAYMENT = '0190f000-0000-7000-8000-0000000000b2'

/** A receipt and a payment of October 2026 and their monthly totals (each kept apart). */
const paymentsPage: PullAnswer = {
  ...serverPage,
  changes: [
    change('revenueReceipts', payment(RECEIPT, 40_000, '2026-10-10')),
    change('expensePayments', payment(PAYMENT, 9_000, '2026-10-15')),
    change('receiptMonthTotals', {
      ...scope,
      id: 'r10',
      month: '2026-10',
      amount: 40_000,
      entries: 1,
    }),
    change('paymentMonthTotals', {
      ...scope,
      id: 'p10',
      month: '2026-10',
      amount: 9_000,
      entries: 1,
    }),
  ],
}

/** Starts the engine of a new user with one pull of `page` (waits for its last row), then offline. */
async function startWith(userId: string, page: PullAnswer) {
  let pulls = 0
  await startSync(
    { id: userId },
    {
      getToken: () => 'tok',
      transport: {
        push: () => Promise.reject(new Error('offline')),
        pull: () => (pulls++ === 0 ? Promise.resolve(page) : Promise.reject(new Error('offline'))),
      },
      syncOnWrite: false,
      refreshMs: 0,
    },
  )
  const last = page.changes.at(-1)!
  for (let i = 0; i < 100 && !(await mirror(last.entity as EntityName).get(last.id)); i++)
    await new Promise((resolve) => setTimeout(resolve, 10))
  expect(syncStatus.getSnapshot().running).toBe(true)
}

afterEach(async () => {
  await stopSync()
})

describe('the tithing charts and the home figures from the monthly totals', () => {
  it("count the server's totals and what this device changed that the server has not confirmed", async () => {
    await startWith('tesoureira', serverPage)

    const shown = async () =>
      collectedByMonth(
        await readYearSums(mirror('titheMonthTotals'), 2026),
        unconfirmedByMonth(await unconfirmedRows('tithes'), 2026),
      )
    expect((await shown()).slice(9)).toEqual([10_000, 5_000, 0])
    expect(await readYearSums(mirror('titheMonthTotals'), 2025)).toEqual([
      ...new Array<number>(10).fill(0),
      700,
      0,
    ])

    // Offline: a tithe entered in November, October's moved to December and raised, November's deleted.
    await mutate('tithe.create', {
      id: '0190f000-0000-7000-8000-00000000000c',
      churchId: CHURCH,
      amount: 2_550,
      date: '2026-11-29',
      paymentMethod: 'pix',
    })
    await mutate('tithe.update', { id: TITHE_A, patch: { amount: 12_000, date: '2026-12-06' } })
    await mutate('tithe.delete', { id: TITHE_B })
    expect(await unconfirmedRows('tithes')).toHaveLength(3)
    expect((await shown()).slice(9)).toEqual([0, 2_550, 12_000])
  })

  it('count receipts and payments the same way, each from its own totals', async () => {
    await startWith('secretaria', paymentsPage)
    const shown = async () => ({
      receipts: (await readMonthTotals('revenueReceipts', 2026)).slice(9),
      payments: (await readMonthTotals('expensePayments', 2026)).slice(9),
    })
    expect(await shown()).toEqual({ receipts: [40_000, 0, 0], payments: [9_000, 0, 0] })

    // Offline: a receipt entered in November, October's payment moved to December and lowered.
    await mutate('revenueReceipt.create', {
      id: '0190f000-0000-7000-8000-0000000000b3',
      entryId: '0190f000-0000-7000-8000-0000000000e1',
      instalmentDate: '2026-10-01',
      amount: 1_500,
      date: '2026-11-03',
      history: 'Aluguel do salão',
    })
    await mutate('expensePayment.update', {
      id: PAYMENT,
      patch: { amount: 8_000, date: '2026-12-01' },
    })
    expect(await shown()).toEqual({ receipts: [40_000, 1_500, 0], payments: [0, 0, 8_000] })
    await mutate('revenueReceipt.delete', { id: RECEIPT })
    expect(await shown()).toEqual({ receipts: [0, 1_500, 0], payments: [0, 0, 8_000] })
    expect(await readMonthTotals('tithes', 2026)).toEqual(new Array<number>(12).fill(0))
  })

  it('leave out the other years of an unconfirmed change', () => {
    const rows = [
      { server: tithe(TITHE_A, 100, '2025-12-31'), local: tithe(TITHE_A, 100, '2026-01-01') },
      { server: null, local: tithe(TITHE_B, 50, '2027-01-01') },
    ]
    const months = unconfirmedByMonth(rows, 2026)
    expect(months[0]).toBe(100)
    expect(months.reduce((a, b) => a + b, 0)).toBe(100)
  })
})
