import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cashFlow, cashFlowPeriodIssue, monthsBetween, type CashFlowInput } from './cash-flow'

const empty = { tithes: [], revenues: [], receipts: [], expenses: [], payments: [] }
const base = { recurrence: 'unico' as const, endDate: null }

type Money = { amount: number; date: string }

/** January–June 2026 with one revenue ('r') and one expense ('e') the receipts and payments belong to. */
function halfYear(tithes: (Money & { member: boolean })[], receipts: Money[], payments: Money[]) {
  return {
    start: '2026-01-01',
    end: '2026-06-30',
    tithes: tithes.map((t) => ({
      amount: t.amount,
      date: t.date,
      memberId: t.member ? 'm' : null,
    })),
    revenues: [{ id: 'r', amount: 1, origin: 'oferta', dueDate: '2026-01-01', ...base }],
    receipts: receipts.map((r) => ({ ...r, entryId: 'r' })),
    expenses: [
      {
        id: 'e',
        amount: 1,
        category: 'office',
        repasseRegisterId: null,
        dueDate: '2026-01-01',
        ...base,
      },
    ],
    payments: payments.map((p) => ({ ...p, entryId: 'e' })),
  } satisfies CashFlowInput
}

describe('the cash-flow period (spec §5: at most 6 months)', () => {
  it('takes 1 Jan–30 Jun and 15 Jan–14 Jul, refuses a day more, an inverted or invalid period', () => {
    expect(cashFlowPeriodIssue('2026-01-01', '2026-06-30')).toBeNull()
    expect(cashFlowPeriodIssue('2026-01-15', '2026-07-14')).toBeNull()
    expect(cashFlowPeriodIssue('2026-01-01', '2026-07-01')).toBe('period_too_long')
    expect(cashFlowPeriodIssue('2026-01-01', '2026-07-31')).toBe('period_too_long')
    expect(cashFlowPeriodIssue('2026-09-01', '2027-02-28')).toBeNull()
    expect(cashFlowPeriodIssue('2026-03-01', '2026-02-28')).toBe('end_before_start')
    expect(cashFlowPeriodIssue('2026-02-30', '2026-03-01')).toBe('invalid_date')
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
  })
})

describe('cashFlow', () => {
  it('opens with what came before, counts the period by month and source, closes to the centavo', () => {
    const flow = cashFlow({
      start: '2026-01-01',
      end: '2026-02-28',
      tithes: [
        { amount: 10_000, date: '2025-12-31', memberId: 'm' }, // before: opening
        { amount: 5_000, date: '2026-01-04', memberId: 'm' },
        { amount: 1_234, date: '2026-02-01', memberId: null }, // offering
        { amount: 9_999, date: '2026-03-01', memberId: 'm' }, // after
      ],
      revenues: [{ id: 'r', amount: 3_000, origin: 'venda', dueDate: '2026-01-10', ...base }],
      receipts: [{ entryId: 'r', amount: 3_000, date: '2026-01-12' }],
      expenses: [
        {
          id: 'e',
          amount: 2_000,
          category: 'maintenance',
          repasseRegisterId: null,
          dueDate: '2026-02-10',
          ...base,
        },
        {
          id: 'x',
          amount: 700,
          category: 'other',
          repasseRegisterId: 'reg',
          dueDate: '2026-02-10',
          ...base,
        },
      ],
      payments: [
        { entryId: 'e', amount: 1_500, date: '2026-02-11' },
        { entryId: 'x', amount: 700, date: '2026-02-11' },
      ],
    })
    expect(flow).toMatchObject({ opening: 10_000, inflow: 9_234, outflow: 2_200, closing: 17_034 })
    expect(flow.months).toEqual([
      {
        period: '2026-01',
        inflow: 8_000,
        outflow: 0,
        balance: 18_000,
        budgetedIn: 3_000,
        budgetedOut: 0,
        realizedIn: 3_000,
        realizedOut: 0,
      },
      {
        period: '2026-02',
        inflow: 1_234,
        outflow: 2_200,
        balance: 17_034,
        budgetedIn: 0,
        budgetedOut: 2_700,
        realizedIn: 0,
        realizedOut: 2_200,
      },
    ])
    expect(flow.inflowBySource).toEqual([
      { source: { kind: 'tithes' }, amount: 5_000 },
      { source: { kind: 'origin', origin: 'venda' }, amount: 3_000 },
      { source: { kind: 'offerings' }, amount: 1_234 },
    ])
    expect(flow.outflowBySource).toEqual([
      { source: { kind: 'category', category: 'maintenance' }, amount: 1_500 },
      { source: { kind: 'repasse' }, amount: 700 },
    ])
    expect(cashFlow({ start: '2026-01-01', end: '2026-01-31', ...empty }).hasData).toBe(false)
  })

  it('always adds up: closing = opening + in − out, the sources and the months sum to the totals', () => {
    const date = fc
      .date({
        min: new Date('2025-06-01T00:00:00Z'),
        max: new Date('2026-09-30T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
    const amount = fc.integer({ min: 1, max: 10_000_000 })
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount, date, member: fc.boolean() }), { maxLength: 40 }),
        fc.array(fc.record({ amount, date }), { maxLength: 20 }),
        fc.array(fc.record({ amount, date }), { maxLength: 20 }),
        (tithes, receipts, payments) => {
          const input: CashFlowInput = halfYear(tithes, receipts, payments)
          const flow = cashFlow(input)
          const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0)
          expect(flow.closing).toBe(flow.opening + flow.inflow - flow.outflow)
          expect(sum(flow.inflowBySource)).toBe(flow.inflow)
          expect(sum(flow.outflowBySource)).toBe(flow.outflow)
          expect(flow.months.at(-1)?.balance).toBe(flow.closing)
          const all = [...input.tithes, ...input.receipts]
          expect(flow.inflow).toBe(
            sum(all.filter((x) => x.date >= input.start && x.date <= input.end)),
          )
        },
      ),
    )
  })

  it('gives the same flow from the rows since a day plus what was carried before it (a partial mirror)', () => {
    const date = fc
      .date({
        min: new Date('2024-06-01T00:00:00Z'),
        max: new Date('2026-09-30T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10))
    const amount = fc.integer({ min: 1, max: 10_000_000 })
    const kept = fc.constantFrom('2025-01-01', '2026-01-01')
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount, date, member: fc.boolean() }), { maxLength: 30 }),
        fc.array(fc.record({ amount, date }), { maxLength: 15 }),
        fc.array(fc.record({ amount, date }), { maxLength: 15 }),
        kept,
        (tithes, receipts, payments, from) => {
          const whole: CashFlowInput = halfYear(tithes, receipts, payments)
          const before = <T extends { date: string; amount: number }>(xs: readonly T[]) =>
            xs.filter((x) => x.date < from).reduce((s, x) => s + x.amount, 0)
          const since = <T extends { date: string }>(xs: readonly T[]) =>
            xs.filter((x) => x.date >= from)
          const partial: CashFlowInput = {
            ...whole,
            tithes: since(whole.tithes),
            receipts: since(whole.receipts),
            payments: since(whole.payments),
            carried: before(whole.tithes) + before(whole.receipts) - before(whole.payments),
          }
          expect(cashFlow(partial)).toEqual(cashFlow(whole))
        },
      ),
    )
  })
})

describe('a bill that recurs until cancelled in the cash flow (issue 51)', () => {
  it('is budgeted in every month of the period, years after it began', () => {
    const flow = cashFlow({
      start: '2031-01-01',
      end: '2031-03-31',
      ...empty,
      expenses: [
        {
          id: 'rent',
          amount: 80_000,
          category: 'maintenance',
          repasseRegisterId: null,
          dueDate: '2026-01-05',
          recurrence: 'mensal',
          endDate: null,
        },
      ],
    })
    expect(flow.months.map((m) => m.budgetedOut)).toEqual([80_000, 80_000, 80_000])
  })
})
