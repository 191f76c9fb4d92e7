import { addDays, daysInMonth, toIsoDate, weekdayOf } from '../contracts/dates'
import { eventVisibleTo, type EventPath } from '../contracts/events'
import { alertOccurrences, type AlertEntry, type AlertPayment } from './alerts'
import { isOpenEnded } from './instalments'
import { overdueSince } from './overdue'
import { realize } from './treasury-money'

/**
 * The financial calendar (issue 15, spec §2), pure: the month grid of a locale and what falls
 * on each day of a date range, gathered from SOURCES (one function per kind of item; adding a
 * kind is one line in `CALENDAR_SOURCES`). Dates are calendar strings `YYYY-MM-DD`: nothing here
 * goes through a UTC instant. Money = integer centavos.
 */

// The week and the month grid ------------------------------------------------------------------

/** 0 = Sunday .. 6 = Saturday (as `weekdayOf`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/**
 * The first day of the week where Intl does not say (Firefox and older engines have neither
 * `getWeekInfo()` nor `weekInfo`). Checked 2026-11-25: Chromium 156 (`getWeekInfo()`) and Node 20
 * (`weekInfo`) answer firstDay 7 (Sunday) for pt-BR, en and en-US, and 1 (Monday) for es and
 * es-ES (Intl counts 1 = Monday .. 7 = Sunday); the table says the same.
 */
const FIRST_DAY_FALLBACK: Record<string, Weekday> = { pt: 0, en: 0, es: 1 }

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number }
  weekInfo?: { firstDay: number }
}

/** The first day of the week in a locale (0 = Sunday): Intl's week info, else the fallback table. */
export function firstDayOfWeek(locale: string): Weekday {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale
    const info = intl.getWeekInfo?.() ?? intl.weekInfo
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday
  } catch {
    // an unknown tag: the table below
  }
  return FIRST_DAY_FALLBACK[locale.split('-')[0]?.toLowerCase() ?? ''] ?? 0
}

/** The weekdays in the order a week starting on `firstDay` shows them. */
export function weekdayOrder(firstDay: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((firstDay + i) % 7) as Weekday)
}

/**
 * The weeks (7 dates each) that show month `month` (1..12) of `year`, from the week holding its
 * 1st to the week holding its last day, starting on `firstDay`; the days of the neighbouring
 * months fill the first and last weeks.
 */
export function monthGrid(year: number, month: number, firstDay: Weekday): string[][] {
  const first = toIsoDate(year, month, 1)
  const last = toIsoDate(year, month, daysInMonth(year, month))
  let day = addDays(first, -((weekdayOf(first) - firstDay + 7) % 7))
  const weeks: string[][] = []
  while (day <= last) {
    const week: string[] = []
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(day)
    weeks.push(week)
  }
  return weeks
}

// The items ------------------------------------------------------------------------------------

export interface DateRange {
  /** Inclusive `YYYY-MM-DD`. */
  from: string
  /** Inclusive `YYYY-MM-DD`. */
  to: string
}

/** The bounds of month `month` (1..12) of `year`. */
export function monthRange(year: number, month: number): DateRange {
  return { from: toIsoDate(year, month, 1), to: toIsoDate(year, month, daysInMonth(year, month)) }
}

export type CalendarSource = 'revenue' | 'expense' | 'event' | 'alert' | 'liability'

/** open: to pay/receive; partial: partly; realized: paid/received/settled; overdue: open after its day. */
export type CalendarStatus = 'open' | 'partial' | 'realized' | 'overdue'

/** Where a tap on the item leads (the app's routes; `id` is the record to open). */
export interface CalendarLink {
  to: '/revenues' | '/expenses' | '/liabilities' | '/events/$eventId'
  id: string
}

export interface CalendarItem {
  /** Unique among the items of a range (an event has one per day of its span). */
  id: string
  /** The same for every day of one thing (an instalment, an event): the iCalendar UID's stem. */
  uid: string
  source: CalendarSource
  /** The day it shows on. */
  date: string
  /** The span it belongs to (an event's days; else `date` both). */
  start: string
  end: string
  /** The record's own text (description, name); '' when it has none (the screen names it). */
  title: string
  /** An expense's category or a revenue's origin (its code, translated by the screen); else null. */
  category: string | null
  /** Centavos, or null (an event). */
  amount: number | null
  /** The church it belongs to; null for a campaign above church level. */
  churchId: string | null
  /** An event's node in the hierarchy (which churches see it); null for a church's records. */
  node: EventPath | null
  status: CalendarStatus
  /** An instalment's position (`n` of `of`; `of` null when the entry recurs until cancelled), or null. */
  instalment: { n: number; of: number | null } | null
  /** An alert's time `HH:MM`, or null. */
  time: string | null
  link: CalendarLink
}

export interface CalendarEntry extends AlertEntry {
  /** An expense's category / a revenue's origin. */
  category?: string
  origin?: string
}

export interface CalendarEvent extends EventPath {
  id: string
  name: string
  startDate: string
  endDate: string
}

export interface CalendarLiability {
  id: string
  churchId: string
  name: string
  value: number
  dueDate: string
  settledOn: string | null
}

/** What the calendar reads (the mirror's rows fit); `today` decides what is overdue. */
export interface CalendarData {
  today: string
  revenues: readonly CalendarEntry[]
  expenses: readonly CalendarEntry[]
  /** Receipts of the revenues (`revenueReceipts`). */
  receipts: readonly AlertPayment[]
  /** Payments of the expenses (`expensePayments`). */
  payments: readonly AlertPayment[]
  liabilities: readonly CalendarLiability[]
  events: readonly CalendarEvent[]
}

/** One kind of calendar item: what of `data` falls within `range`. */
export type CalendarSourceFn = (data: CalendarData, range: DateRange) => CalendarItem[]

function byEntry(payments: readonly AlertPayment[]): Map<string, AlertPayment[]> {
  const map = new Map<string, AlertPayment[]>()
  for (const p of payments) {
    const list = map.get(p.entryId)
    if (list) list.push(p)
    else map.set(p.entryId, [p])
  }
  return map
}

/** The instalments of revenues or expenses due within the range (realize: the budgets view's rule). */
function instalmentSource(kind: 'revenue' | 'expense'): CalendarSourceFn {
  return (data, range) => {
    const entries = kind === 'revenue' ? data.revenues : data.expenses
    const paid = byEntry(kind === 'revenue' ? data.receipts : data.payments)
    const items: CalendarItem[] = []
    for (const entry of entries) {
      // Cheap bounds first: an entry starting after the range or ending before it has nothing here.
      // An open-ended entry (recurs until cancelled) is expanded up to the range's end only.
      const open = isOpenEnded(entry)
      if (entry.dueDate > range.to || (!open && (entry.endDate ?? entry.dueDate) < range.from))
        continue
      const { instalments } = realize(entry, paid.get(entry.id) ?? [], range.to)
      for (const i of instalments) {
        if (i.dueDate < range.from || i.dueDate > range.to) continue
        const uid = `${kind}:${entry.id}:${i.dueDate}`
        items.push({
          id: uid,
          uid,
          source: kind,
          date: i.dueDate,
          start: i.dueDate,
          end: i.dueDate,
          title: entry.description,
          category: (kind === 'revenue' ? entry.origin : entry.category) ?? null,
          amount: i.expected,
          churchId: entry.churchId,
          node: null,
          status: overdueSince([i], data.today) !== null ? 'overdue' : i.status,
          instalment: open
            ? { n: i.number, of: null }
            : instalments.length > 1
              ? { n: i.number, of: instalments.length }
              : null,
          time: null,
          link: { to: kind === 'revenue' ? '/revenues' : '/expenses', id: entry.id },
        })
      }
    }
    return items
  }
}

export const revenueInstalments = instalmentSource('revenue')
export const expenseInstalments = instalmentSource('expense')

/** Events and campaigns: one item per day of the span inside the range. */
export const events: CalendarSourceFn = (data, range) => {
  const items: CalendarItem[] = []
  for (const event of data.events) {
    if (event.startDate > range.to || event.endDate < range.from) continue
    const first = event.startDate > range.from ? event.startDate : range.from
    const last = event.endDate < range.to ? event.endDate : range.to
    for (let day = first; day <= last; day = addDays(day, 1))
      items.push({
        id: `event:${event.id}:${day}`,
        uid: `event:${event.id}`,
        source: 'event',
        date: day,
        start: event.startDate,
        end: event.endDate,
        title: event.name,
        category: null,
        amount: null,
        churchId: event.churchId,
        node: {
          conventionId: event.conventionId,
          fieldId: event.fieldId,
          sectorId: event.sectorId,
          churchId: event.churchId,
        },
        status: 'open',
        instalment: null,
        time: null,
        link: { to: '/events/$eventId', id: event.id },
      })
  }
  return items
}

/** The reminders set on entries (sync/rules/alerts.ts), on the day they fall. */
export const alerts: CalendarSourceFn = (data, range) => {
  const input = {
    revenues: data.revenues,
    expenses: data.expenses,
    receipts: data.receipts,
    payments: data.payments,
  }
  return alertOccurrences(input, range.from, range.to).map((a) => ({
    id: `alert:${a.id}`,
    uid: `alert:${a.id}`,
    source: 'alert',
    date: a.date,
    start: a.date,
    end: a.date,
    title: a.description,
    category: null,
    amount: a.remaining,
    churchId: a.churchId,
    node: null,
    status: 'open',
    instalment: null,
    time: a.time,
    link: { to: a.kind === 'revenue' ? '/revenues' : '/expenses', id: a.entryId },
  }))
}

/** What the churches owe, on their due dates: realized once settled, overdue after the day. */
export const liabilities: CalendarSourceFn = (data, range) =>
  data.liabilities
    .filter((l) => l.dueDate >= range.from && l.dueDate <= range.to)
    .map((l) => ({
      id: `liability:${l.id}`,
      uid: `liability:${l.id}`,
      source: 'liability',
      date: l.dueDate,
      start: l.dueDate,
      end: l.dueDate,
      title: l.name,
      category: null,
      amount: l.value,
      churchId: l.churchId,
      node: null,
      status: l.settledOn !== null ? 'realized' : l.dueDate < data.today ? 'overdue' : 'open',
      instalment: null,
      time: null,
      link: { to: '/liabilities', id: l.id },
    }))

/** Every kind of item the calendar shows, in the order a day lists them. */
export const CALENDAR_SOURCES: readonly CalendarSourceFn[] = [
  events,
  expenseInstalments,
  revenueInstalments,
  liabilities,
  alerts,
]

/** Within a day: spans (events) first, then what is overdue, partly realised, open, realised. */
const RANK: Record<CalendarStatus, number> = { overdue: 1, partial: 2, open: 3, realized: 4 }
const rank = (item: CalendarItem) => (item.source === 'event' ? 0 : RANK[item.status])

/**
 * The items of every source within the range, by date; within a day events first, then the
 * overdue, partial, open and realised ones (a stable sort: otherwise the sources' order stays).
 */
export function calendarItems(
  data: CalendarData,
  range: DateRange,
  sources: readonly CalendarSourceFn[] = CALENDAR_SOURCES,
): CalendarItem[] {
  const items = sources.flatMap((source) => source(data, range))
  return items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : rank(a) - rank(b)))
}

/** The items indexed by day: what a grid cell or a list day reads without scanning every item. */
export function itemsByDate(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>()
  for (const item of items) {
    const list = map.get(item.date)
    if (list) list.push(item)
    else map.set(item.date, [item])
  }
  return map
}

/** A church as the calendar's filter sees it: its id and its path up the hierarchy. */
export interface CalendarChurch {
  id: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/**
 * Whether an item shows for one church: its own items, and the events and campaigns of its
 * node and above (a field's missions campaign shows in each of the field's churches).
 */
export function itemOfChurch(item: CalendarItem, church: CalendarChurch): boolean {
  if (item.node === null) return item.churchId === church.id
  return eventVisibleTo(item.node, { ...church, churchId: church.id })
}
