import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  eventFigures,
  eventSumFigures,
  mirror,
  mutate,
  readEventSums,
  startSync,
  stopSync,
  type EntityName,
  type Payment,
} from '../../../sync'
import { readPaymentsOf } from '../../components/mirror'
import { readLinkedPayments, ROWS_PER_REQUEST } from './read-linked-payments'
import { readEventBooks } from './use-event-books'

type Transport = NonNullable<NonNullable<Parameters<typeof startSync>[1]>['transport']>
type PullAnswer = Awaited<ReturnType<Transport['pull']>>

const uuid = (n: number) => `0190f000-0000-7000-8000-${n.toString(16).padStart(12, '0')}`
const scope = (churchId: string) => ({
  clientId: uuid(0xa1),
  conventionId: uuid(0xa2),
  fieldId: uuid(0xa3),
  sectorId: uuid(0xa4),
  churchId,
  createdAt: '2026-11-01T12:00:00Z',
  updatedAt: '2026-11-01T12:00:00Z',
})
/** Many of its revenues linked to the campaign, few receipts each: read whole. */
const SMALL = uuid(0xc1)
/** One revenue linked among many receipts: read by entry. */
const BUSY = uuid(0xc2)

let n = 0x1000
const receipt = (churchId: string, entryId: string, amount: number): Payment => ({
  ...scope(churchId),
  id: uuid(n++),
  entryId,
  instalmentDate: '2026-10-01',
  amount,
  date: '2026-10-10',
  history: 'Oferta de missões',
  paymentMethod: null,
})

const linkedSmall = Array.from({ length: 6 }, (_, i) => ({ id: uuid(0x100 + i), churchId: SMALL }))
const linkedBusy = [{ id: uuid(0x200), churchId: BUSY }]
const rows = [
  ...linkedSmall.map((e) => receipt(SMALL, e.id, 1_000)),
  receipt(SMALL, uuid(0x1ff), 7_000), // a revenue of the church not linked
  receipt(BUSY, linkedBusy[0]!.id, 2_500),
  ...Array.from({ length: ROWS_PER_REQUEST + 1 }, (_, i) => receipt(BUSY, uuid(0x300 + i), 100)),
]
/** The linked revenues as the mirror holds them (what the read looks at: id, church, event). */
const EVENT = uuid(0xe1)
const revenues = [...linkedSmall, ...linkedBusy].map((e) => ({
  ...scope(e.churchId),
  id: e.id,
  eventId: EVENT,
}))
let seq = 0
const page: PullAnswer = {
  reset: false,
  changes: [
    ...revenues.map((row) => ({ entity: 'revenues', id: row.id, seq: ++seq, row })),
    ...rows.map((row) => ({ entity: 'revenueReceipts', id: row.id, seq: ++seq, row })),
  ],
  cursor: seq,
  hasMore: false,
  lastMutationId: 0,
  rejected: [],
}

async function startWith(userId: string) {
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
}

afterEach(async () => {
  await stopSync()
})

const ids = (payments: readonly Payment[]) => payments.map((p) => p.id).sort()

/** The device's event sums (issue 50) give the figures of the rows, offline writes included. */
async function expectSumsAsRows() {
  const event = { id: EVENT, revenueBudget: 100_000, budgetAmount: null, endDate: '2026-12-31' }
  const fromRows = eventFigures({ event, ...(await readEventBooks(mirror)) })
  const fromSums = eventSumFigures(event, await readEventSums(mirror('revenues'), EVENT))
  // All but what only the rows give (each linked entry's instalments).
  expect({ ...fromSums, planned: fromRows.planned, committed: fromRows.committed }).toEqual(
    fromRows,
  )
  return fromSums
}

describe("the receipts of a campaign's linked revenues", () => {
  it('are the same rows as read entry by entry, a receipt entered offline (no church yet) included', async () => {
    await startWith('tesoureira-do-campo')
    const linked = [...linkedSmall, ...linkedBusy]
    const byEntry = async () => (await readPaymentsOf(mirror, linked, [])).receipts
    expect(ids(await readLinkedPayments(mirror, 'revenueReceipts', linked))).toEqual(
      ids(await byEntry()),
    )
    expect(await readLinkedPayments(mirror, 'revenueReceipts', linked)).toHaveLength(7)

    // Offline: one more receipt of a linked revenue of the small church, and one deleted.
    await mutate('revenueReceipt.create', {
      id: uuid(0x9999),
      entryId: linkedSmall[0]!.id,
      instalmentDate: '2026-10-01',
      amount: 500,
      date: '2026-11-03',
      history: 'Oferta de missões',
    })
    await mutate('revenueReceipt.delete', { id: rows[1]!.id })
    const read = await readLinkedPayments(mirror, 'revenueReceipts', linked)
    expect(ids(read)).toEqual(ids(await byEntry()))
    // The event page's read, in its one transaction, finds the same.
    expect(ids((await readEventBooks(mirror)).receipts)).toEqual(ids(read))
    expect(read.map((p) => p.amount).reduce((a, b) => a + b, 0)).toBe(5 * 1_000 + 500 + 2_500)
    await expectSumsAsRows()

    // Offline: a linked revenue unlinked, then a receipt's amount edited.
    await mutate('revenue.update', { id: linkedBusy[0]!.id, patch: { eventId: null } })
    await mutate('revenueReceipt.update', { id: rows[2]!.id, patch: { amount: 1_250 } })
    const figures = await expectSumsAsRows()
    expect(figures.collected).toBe(4 * 1_000 + 1_250 + 500)
  })

  it('read nothing for no entries', async () => {
    await startWith('secretaria')
    expect(await readLinkedPayments(mirror, 'expensePayments', [])).toEqual([])
  })
})
