import { useMemo } from 'react'
import {
  calendarItems,
  itemOfChurch,
  itemsByDate,
  type CalendarChurch,
  type CalendarData,
  type CalendarItem,
  type DateRange,
} from '../../../sync'
import { useMirrorRows } from '../../components/mirror'

const NONE: readonly never[] = []

/**
 * What the calendar reads, from the device's mirror (so it works offline): the entries with
 * their receipts and payments, the liabilities and the events. A table the role may not read is
 * simply empty. `ready` once every table answered.
 */
export function useCalendarData(today: string): { data: CalendarData; ready: boolean } {
  const revenues = useMirrorRows('revenues')
  const expenses = useMirrorRows('expenses')
  const receipts = useMirrorRows('revenueReceipts')
  const payments = useMirrorRows('expensePayments')
  const liabilities = useMirrorRows('liabilities')
  const events = useMirrorRows('events')
  return useMemo(
    () => ({
      ready: [revenues, expenses, receipts, payments, liabilities, events].every(
        (rows) => rows !== undefined,
      ),
      data: {
        today,
        revenues: revenues ?? NONE,
        expenses: expenses ?? NONE,
        receipts: receipts ?? NONE,
        payments: payments ?? NONE,
        liabilities: liabilities ?? NONE,
        events: events ?? NONE,
      },
    }),
    [today, revenues, expenses, receipts, payments, liabilities, events],
  )
}

export interface CalendarView {
  /** Every item of the range (of the chosen church, when one is chosen). */
  items: CalendarItem[]
  /** The same, by day: what a grid cell or a list day reads. */
  byDate: Map<string, CalendarItem[]>
}

/** The items of a range, of one church or all, indexed by day: computed once per change. */
export function useCalendarView(
  data: CalendarData,
  range: DateRange,
  church: CalendarChurch | null,
): CalendarView {
  const { from, to } = range
  const all = useMemo(() => calendarItems(data, { from, to }), [data, from, to])
  return useMemo(() => {
    const items = church ? all.filter((item) => itemOfChurch(item, church)) : all
    return { items, byDate: itemsByDate(items) }
  }, [all, church])
}
