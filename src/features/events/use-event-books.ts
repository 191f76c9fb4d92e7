import { useMemo } from 'react'
import {
  eventFigures,
  type ChurchEvent,
  type EventFigures,
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

/** Each event's figures (collected, spent, by month and church). */
export function useEventFigures(
  events: readonly ChurchEvent[] | undefined,
  books: EventBooks | undefined,
): Map<string, EventFigures> {
  return useMemo(() => {
    const figures = new Map<string, EventFigures>()
    if (!events || !books) return figures
    for (const event of events) figures.set(event.id, eventFigures({ event, ...books }))
    return figures
  }, [events, books])
}
