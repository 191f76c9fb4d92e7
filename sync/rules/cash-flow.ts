import { addDays, addMonths, isIsoDate } from '../contracts/dates'
import { periodOf } from '../contracts/treasury-dates'
import type { ExpenseCategory, RevenueOrigin } from '../contracts/treasury/fields'
import { expandInstalments, type RecurrenceRule } from './instalments'

/**
 * The cash flow of a set of churches over a period (spec §2, §5; issue 16): what was in the
 * books before (opening balance), what came in and went out in the period by month and by
 * source, what the revenues and expenses foresaw, and the closing balance. Realised money only:
 * tithes and offerings by their date, receipts and payments by theirs. Pure and exact to the
 * centavo (integers), shared by the screen, the PDF and the tests.
 */

/** Spec §5: a cash-flow period cannot exceed 6 months. */
export const MAX_CASH_FLOW_MONTHS = 6

export type CashFlowPeriodIssue = 'invalid_date' | 'end_before_start' | 'period_too_long'

/** Why [start, end] is not a cash-flow period; null when it is (1 Jan–30 Jun is 6 months; 1 Jan–1 Jul is not). */
export function cashFlowPeriodIssue(start: string, end: string): CashFlowPeriodIssue | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'invalid_date'
  if (end < start) return 'end_before_start'
  if (end > addDays(addMonths(start, MAX_CASH_FLOW_MONTHS), -1)) return 'period_too_long'
  return null
}

/** Where money came from or went to: tithes, offerings, a revenue origin, an expense category, the repasse. */
export type CashFlowSource =
  | { kind: 'tithes' }
  | { kind: 'offerings' }
  | { kind: 'origin'; origin: RevenueOrigin }
  | { kind: 'category'; category: ExpenseCategory }
  | { kind: 'repasse' }

export interface CashFlowInput {
  start: string
  end: string
  tithes: readonly { amount: number; date: string; memberId: string | null }[]
  revenues: readonly (RecurrenceRule & { id: string; amount: number; origin: RevenueOrigin })[]
  receipts: readonly { amount: number; date: string; entryId: string }[]
  expenses: readonly (RecurrenceRule & {
    id: string
    amount: number
    category: ExpenseCategory
    repasseRegisterId: string | null
  })[]
  payments: readonly { amount: number; date: string; entryId: string }[]
  /**
   * What came in less what went out before the rows given begin (centavos): a device that keeps
   * only some years (a partial mirror) holds no row before them, and counts them from the
   * monthly totals instead. Added to the opening balance.
   */
  carried?: number
}

export interface CashFlowMonth {
  /** 'YYYY-MM' */
  period: string
  inflow: number
  outflow: number
  /** Opening balance + everything up to the end of this month. */
  balance: number
  /** Revenue and expense instalments due this month (what the books foresaw). */
  budgetedIn: number
  budgetedOut: number
  /** Receipts and payments of revenues and expenses (tithes are not foreseen by an entry). */
  realizedIn: number
  realizedOut: number
}

export interface CashFlow {
  start: string
  end: string
  opening: number
  inflow: number
  outflow: number
  closing: number
  months: CashFlowMonth[]
  inflowBySource: { source: CashFlowSource; amount: number }[]
  outflowBySource: { source: CashFlowSource; amount: number }[]
  /** Whether anything at all was realised or foreseen in the period. */
  hasData: boolean
}

const sourceKey = (s: CashFlowSource) =>
  s.kind === 'origin'
    ? `origin:${s.origin}`
    : s.kind === 'category'
      ? `category:${s.category}`
      : s.kind

/** The months of [start, end], in order. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = []
  for (let p = periodOf(start); p <= periodOf(end); p = periodOf(addMonths(`${p}-01`, 1)))
    months.push(p)
  return months
}

export function cashFlow(input: CashFlowInput): CashFlow {
  const { start, end } = input
  const months = new Map(
    monthsBetween(start, end).map((period) => [
      period,
      {
        period,
        inflow: 0,
        outflow: 0,
        balance: 0,
        budgetedIn: 0,
        budgetedOut: 0,
        realizedIn: 0,
        realizedOut: 0,
      },
    ]),
  )
  const inSources = new Map<string, { source: CashFlowSource; amount: number }>()
  const outSources = new Map<string, { source: CashFlowSource; amount: number }>()
  const add = (map: typeof inSources, source: CashFlowSource, amount: number) => {
    const key = sourceKey(source)
    const entry = map.get(key) ?? { source, amount: 0 }
    entry.amount += amount
    map.set(key, entry)
  }
  let opening = input.carried ?? 0
  const inPeriod = (date: string) => date >= start && date <= end
  const money = (
    date: string,
    amount: number,
    direction: 'in' | 'out',
    source: CashFlowSource,
    entry: boolean,
  ) => {
    const signed = direction === 'in' ? amount : -amount
    if (date < start) {
      opening += signed
      return
    }
    if (!inPeriod(date)) return
    const month = months.get(periodOf(date))
    if (!month) return
    if (direction === 'in') {
      month.inflow += amount
      if (entry) month.realizedIn += amount
      add(inSources, source, amount)
    } else {
      month.outflow += amount
      if (entry) month.realizedOut += amount
      add(outSources, source, amount)
    }
  }

  for (const t of input.tithes)
    money(t.date, t.amount, 'in', { kind: t.memberId ? 'tithes' : 'offerings' }, false)
  const revenues = new Map(input.revenues.map((r) => [r.id, r]))
  for (const r of input.receipts) {
    const revenue = revenues.get(r.entryId)
    if (revenue) money(r.date, r.amount, 'in', { kind: 'origin', origin: revenue.origin }, true)
  }
  const expenses = new Map(input.expenses.map((e) => [e.id, e]))
  for (const p of input.payments) {
    const expense = expenses.get(p.entryId)
    if (!expense) continue
    const source: CashFlowSource = expense.repasseRegisterId
      ? { kind: 'repasse' }
      : { kind: 'category', category: expense.category }
    money(p.date, p.amount, 'out', source, true)
  }
  for (const [list, key] of [
    [input.revenues, 'budgetedIn'],
    [input.expenses, 'budgetedOut'],
  ] as const)
    for (const entry of list)
      for (const due of expandInstalments(entry, end))
        if (inPeriod(due)) {
          const month = months.get(periodOf(due))
          if (month) month[key] += entry.amount
        }

  let running = opening
  let inflow = 0
  let outflow = 0
  for (const month of months.values()) {
    inflow += month.inflow
    outflow += month.outflow
    running += month.inflow - month.outflow
    month.balance = running
  }
  const list = [...months.values()]
  const bySize = (map: typeof inSources) => [...map.values()].sort((a, b) => b.amount - a.amount)
  return {
    start,
    end,
    opening,
    inflow,
    outflow,
    closing: opening + inflow - outflow,
    months: list,
    inflowBySource: bySize(inSources),
    outflowBySource: bySize(outSources),
    hasData: list.some((m) => m.inflow || m.outflow || m.budgetedIn || m.budgetedOut),
  }
}
