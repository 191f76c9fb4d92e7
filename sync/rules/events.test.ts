import { describe, expect, it } from 'vitest'
import type { Expense, Revenue } from '../contracts/treasury'
import type { Payment } from '../contracts/treasury/payments'
import { eventFigures, eventPhase, progressOf } from './events'

const event = { id: 'ev', revenueBudget: 1_000_000, budgetAmount: 200_000, endDate: '2026-06-30' }
const entry = (id: string, churchId: string, eventId: string | null, amount: number) =>
  ({
    id,
    churchId,
    eventId,
    amount,
    dueDate: '2026-03-01',
    recurrence: 'mensal',
    endDate: '2026-05-01',
  }) as Revenue & Expense
const paid = (entryId: string, amount: number, date: string) =>
  ({ entryId, amount, date, instalmentDate: '2026-03-01' }) as Payment

describe('eventFigures', () => {
  it('counts the receipts and payments of the linked entries only, by month and by church', () => {
    const figures = eventFigures({
      event,
      revenues: [
        entry('r1', 'c1', 'ev', 50_000),
        entry('r2', 'c2', 'ev', 10_000),
        entry('r3', 'c1', null, 99_999),
      ],
      expenses: [entry('e1', 'c1', 'ev', 30_000), entry('e2', 'c2', 'other', 77_777)],
      receipts: [
        paid('r1', 50_000, '2026-03-02'),
        paid('r1', 20_000, '2026-04-01'),
        paid('r2', 10_000, '2026-03-31'),
        paid('r3', 99_999, '2026-03-02'), // not linked
      ],
      payments: [paid('e1', 30_000, '2026-04-10'), paid('e2', 77_777, '2026-04-10')],
    })
    expect(figures.collected).toBe(80_000)
    expect(figures.spent).toBe(30_000)
    expect(figures.expected).toBe(1_000_000)
    expect(figures.budget).toBe(200_000)
    // Three monthly instalments each: what the linked entries expect in all.
    expect(figures.planned).toBe(3 * 60_000)
    expect(figures.committed).toBe(3 * 30_000)
    expect(figures.byMonth).toEqual([
      { period: '2026-03', collected: 60_000, spent: 0 },
      { period: '2026-04', collected: 20_000, spent: 30_000 },
    ])
    expect(figures.byChurch).toEqual([
      { churchId: 'c1', collected: 70_000, spent: 30_000 },
      { churchId: 'c2', collected: 10_000, spent: 0 },
    ])
  })

  it('expects a bill that recurs until cancelled over the campaign, up to its last day', () => {
    const rent = { ...entry('r1', 'c1', 'ev', 10_000), endDate: null } as unknown as Revenue
    const figures = eventFigures({
      event,
      revenues: [rent],
      expenses: [],
      receipts: [],
      payments: [],
    })
    // March to June: four monthly instalments (before issue 51's open end, only the first).
    expect(figures.planned).toBe(4 * 10_000)
  })

  it('adds the tithes and offerings given for the event to what was collected, on their date and church', () => {
    const gift = (
      eventId: string | null | undefined,
      churchId: string,
      amount: number,
      date: string,
    ) => ({ eventId, churchId, amount, date })
    const figures = eventFigures({
      event,
      revenues: [entry('r1', 'c1', 'ev', 50_000)],
      expenses: [],
      receipts: [paid('r1', 50_000, '2026-03-02')],
      payments: [],
      tithes: [
        gift('ev', 'c2', 12_345, '2026-04-05'),
        gift('ev', 'c1', 100, '2026-03-09'),
        gift(null, 'c1', 99_999, '2026-03-09'),
        gift(undefined, 'c1', 88_888, '2026-03-09'), // mirrored before the field existed
        gift('other', 'c1', 77_777, '2026-03-09'),
      ],
    })
    expect(figures.collected).toBe(50_000 + 12_345 + 100)
    expect(figures.given).toBe(12_445)
    expect(figures.planned).toBe(3 * 50_000 + 12_445)
    expect(figures.byMonth).toEqual([
      { period: '2026-03', collected: 50_100, spent: 0 },
      { period: '2026-04', collected: 12_345, spent: 0 },
    ])
    expect(figures.byChurch).toEqual([
      { churchId: 'c1', collected: 50_100, spent: 0 },
      { churchId: 'c2', collected: 12_345, spent: 0 },
    ])
  })

  it('is empty for an event nothing links to; progress of nothing is 0', () => {
    const figures = eventFigures({ event, revenues: [], expenses: [], receipts: [], payments: [] })
    expect(figures).toMatchObject({ collected: 0, spent: 0, byMonth: [], byChurch: [] })
    expect(progressOf(500, 1_000)).toBe(0.5)
    expect(progressOf(500, null)).toBe(0)
  })
})

describe('eventPhase', () => {
  it('is upcoming before the start, running on both ends, ended after', () => {
    const dates = { startDate: '2026-11-20', endDate: '2026-11-22' }
    expect(eventPhase(dates, '2026-11-19')).toBe('upcoming')
    expect(eventPhase(dates, '2026-11-20')).toBe('running')
    expect(eventPhase(dates, '2026-11-22')).toBe('running')
    expect(eventPhase(dates, '2026-11-23')).toBe('ended')
  })
})
