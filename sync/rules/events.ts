import type { ChurchEvent } from '../contracts/events'
import type { Expense, Revenue, Tithe } from '../contracts/treasury'
import type { Payment } from '../contracts/treasury/payments'
import { realize } from './treasury-money'

/**
 * What an event or campaign collected and spent (issue 15; docs/events.md): the receipts of the
 * revenues linked to it and the tithes and offerings given for it, against the payments of the
 * linked expenses, by month of the receipt, gift or payment and by church. "Collected" is money received, not promised: a revenue planned for the
 * campaign counts in `planned` until its receipts arrive.
 */

export interface EventFigures {
  /** Received on the linked revenues plus the tithes and offerings given for it (centavos). */
  collected: number
  /** Of `collected`, what came as tithes and offerings. */
  given: number
  /** The event's revenue budget: what it expects to collect. */
  expected: number
  /** Paid on the linked expenses. */
  spent: number
  /** The event's budget for spending, when it has one. */
  budget: number | null
  /** Everything the linked revenues expect (all instalments), received or not, plus what was given. */
  planned: number
  /** Everything the linked expenses expect (all instalments), paid or not. */
  committed: number
  /** By month (`YYYY-MM`) of the receipt/payment date, in order. */
  byMonth: { period: string; collected: number; spent: number }[]
  /** By church, the largest collection first. */
  byChurch: { churchId: string; collected: number; spent: number }[]
}

export interface EventFiguresInput {
  /** The campaign's last day bounds what a bill that recurs until cancelled is expected to bring. */
  event: Pick<ChurchEvent, 'id' | 'revenueBudget' | 'budgetAmount' | 'endDate'>
  revenues: readonly Revenue[]
  expenses: readonly Expense[]
  receipts: readonly Payment[]
  payments: readonly Payment[]
  /** Tithes and offerings; those given for the event count as collected on their date. */
  tithes?: readonly Pick<Tithe, 'eventId' | 'amount' | 'date' | 'churchId'>[]
}

/** The share of `part` in `whole`, 0..∞ (1 = reached), 0 when there is no whole. */
export const progressOf = (part: number, whole: number | null): number =>
  whole && whole > 0 ? part / whole : 0

export function eventFigures(input: EventFiguresInput): EventFigures {
  const { event } = input
  const months = new Map<string, { collected: number; spent: number }>()
  const churches = new Map<string, { collected: number; spent: number }>()
  const add = (
    map: Map<string, { collected: number; spent: number }>,
    key: string,
    side: 'collected' | 'spent',
    amount: number,
  ) => {
    const slot = map.get(key) ?? { collected: 0, spent: 0 }
    slot[side] += amount
    map.set(key, slot)
  }
  const sides = [
    { side: 'collected', entries: input.revenues, paid: input.receipts },
    { side: 'spent', entries: input.expenses, paid: input.payments },
  ] as const
  const totals = { collected: 0, given: 0, spent: 0, planned: 0, committed: 0 }
  for (const tithe of input.tithes ?? []) {
    if (tithe.eventId !== event.id) continue
    totals.given += tithe.amount
    totals.collected += tithe.amount
    totals.planned += tithe.amount
    add(months, tithe.date.slice(0, 7), 'collected', tithe.amount)
    add(churches, tithe.churchId, 'collected', tithe.amount)
  }
  for (const { side, entries, paid } of sides) {
    const linked = new Map(entries.filter((e) => e.eventId === event.id).map((e) => [e.id, e]))
    const byEntry = new Map<string, Payment[]>()
    for (const p of paid) {
      const entry = linked.get(p.entryId)
      if (!entry) continue
      byEntry.set(p.entryId, [...(byEntry.get(p.entryId) ?? []), p])
      totals[side] += p.amount
      add(months, p.date.slice(0, 7), side, p.amount)
      add(churches, entry.churchId, side, p.amount)
    }
    for (const entry of linked.values()) {
      const expected = realize(entry, byEntry.get(entry.id) ?? [], event.endDate).expected
      if (side === 'collected') totals.planned += expected
      else totals.committed += expected
    }
  }
  return {
    ...totals,
    expected: event.revenueBudget,
    budget: event.budgetAmount,
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, v]) => ({ period, ...v })),
    byChurch: [...churches]
      .sort(([, a], [, b]) => b.collected - a.collected || b.spent - a.spent)
      .map(([churchId, v]) => ({ churchId, ...v })),
  }
}

/** One of an event's sums kept by the device (sync/engine/event-sums.ts). */
export interface EventSumLike {
  kind: 'received' | 'given' | 'spent'
  churchId: string
  /** `YYYY-MM`. */
  month: string
  amount: number
}

/** What the progress shows, from the device's sums: everything of EventFigures but the planned. */
export type EventProgressFigures = Omit<EventFigures, 'planned' | 'committed'>

/**
 * An event's figures from its sums (per kind, church and month): the same as `eventFigures`
 * over the rows they sum, but for `planned` and `committed` (each linked entry's instalments),
 * which only the rows give. Churches of equal sums in the order of their ids.
 */
export function eventSumFigures(
  event: Pick<ChurchEvent, 'revenueBudget' | 'budgetAmount'>,
  sums: readonly EventSumLike[],
): EventProgressFigures {
  const months = new Map<string, { collected: number; spent: number }>()
  const churches = new Map<string, { collected: number; spent: number }>()
  const totals = { collected: 0, given: 0, spent: 0 }
  for (const sum of sums) {
    const side = sum.kind === 'spent' ? 'spent' : 'collected'
    totals[side] += sum.amount
    if (sum.kind === 'given') totals.given += sum.amount
    for (const [map, key] of [
      [months, sum.month],
      [churches, sum.churchId],
    ] as const) {
      const slot = map.get(key) ?? { collected: 0, spent: 0 }
      slot[side] += sum.amount
      map.set(key, slot)
    }
  }
  return {
    ...totals,
    expected: event.revenueBudget,
    budget: event.budgetAmount,
    byMonth: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, v]) => ({ period, ...v })),
    byChurch: [...churches]
      .sort(
        ([a, x], [b, y]) => y.collected - x.collected || y.spent - x.spent || a.localeCompare(b),
      )
      .map(([churchId, v]) => ({ churchId, ...v })),
  }
}

/** Where an event stands on `today`: not started, running, or over. */
export type EventPhase = 'upcoming' | 'running' | 'ended'
export function eventPhase(
  event: Pick<ChurchEvent, 'startDate' | 'endDate'>,
  today: string,
): EventPhase {
  if (today < event.startDate) return 'upcoming'
  return today > event.endDate ? 'ended' : 'running'
}
