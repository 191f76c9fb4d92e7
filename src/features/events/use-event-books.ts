import { useMemo } from 'react'
import {
  EVENT_SUMS,
  eventSumFigures,
  readEventSums,
  type ChurchEvent,
  type EventProgressFigures,
  type EventSum,
  type Expense,
  type Payment,
  type Revenue,
  type Tithe,
} from '../../../sync'
import { useMirrorQuery, type TableOf } from '../../components/mirror'
import { readLinkedPayments } from './read-linked-payments'

/** The revenues, expenses and tithes linked to events, with the receipts and payments, from the mirror. */
export interface EventBooks {
  revenues: Revenue[]
  expenses: Expense[]
  receipts: Payment[]
  payments: Payment[]
  /** Tithes and offerings given for an event. */
  tithes: Tithe[]
}

/**
 * Only the linked entries are read (the `eventId` index: a null key is not indexed), then their
 * receipts and payments (by church or by entry, whichever asks fewer requests:
 * readLinkedPayments), so a whole organisation's treasury is never scanned.
 */
export function useEventBooks(): EventBooks | undefined {
  return useMirrorQuery(readEventBooks, [])
}

/**
 * The query of useEventBooks (the bench times it too: tests/bench/page/events.ts), in one
 * read-only transaction: its some hundred requests go to IndexedDB together instead of each
 * opening a transaction of its own.
 */
export async function readEventBooks(table: TableOf): Promise<EventBooks> {
  const tables = [
    'revenues',
    'expenses',
    'tithes',
    'revenueReceipts',
    'expensePayments',
    // The engine's shadows: the unconfirmed receipts (readLinkedPayments).
    'shadow',
  ] as const
  const db = table('revenues').db
  return db.transaction(
    'r',
    tables.map((name) => db.table(name)),
    () => readBooks(table),
  )
}

async function readBooks(table: TableOf): Promise<EventBooks> {
  const [revenues, expenses, tithes] = await Promise.all([
    table('revenues').where('eventId').above('').toArray(),
    table('expenses').where('eventId').above('').toArray(),
    table('tithes').where('eventId').above('').toArray(),
  ])
  const [receipts, payments] = await Promise.all([
    readLinkedPayments(table, 'revenueReceipts', revenues),
    readLinkedPayments(table, 'expensePayments', expenses),
  ])
  return { revenues, expenses, receipts, payments, tithes }
}

/**
 * One event's progress (collected, spent, by month and church) from the device's event sums
 * (sync/engine/event-sums.ts): its some tens of rows, not every linked entry and receipt (a
 * field-wide campaign's 2,518 revenues and 2,569 receipts took 120-190 ms; issue 50). The bench
 * times this read (tests/bench/page/events.ts).
 */
export async function readEventProgress(
  table: TableOf,
  event: Pick<ChurchEvent, 'id' | 'revenueBudget' | 'budgetAmount'>,
): Promise<EventProgressFigures> {
  return eventSumFigures(event, await readEventSums(table('revenues'), event.id))
}

export function useEventProgress(
  event: ChurchEvent | null | undefined,
): EventProgressFigures | undefined {
  return useMirrorQuery(
    async (table) => (event ? readEventProgress(table, event) : undefined),
    [event],
  )
}

/** Each event's progress, from every event's sums (one read of the small table). */
export function useEventsProgress(
  events: readonly ChurchEvent[] | undefined,
): Map<string, EventProgressFigures> {
  const sums = useMirrorQuery(
    (table) => table('revenues').db.table<EventSum, string>(EVENT_SUMS).toArray(),
    [],
  )
  return useMemo(() => {
    const figures = new Map<string, EventProgressFigures>()
    if (!events || !sums) return figures
    const byEvent = new Map<string, EventSum[]>()
    for (const sum of sums) byEvent.set(sum.eventId, [...(byEvent.get(sum.eventId) ?? []), sum])
    for (const event of events)
      figures.set(event.id, eventSumFigures(event, byEvent.get(event.id) ?? []))
    return figures
  }, [events, sums])
}
