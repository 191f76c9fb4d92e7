import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  GRACE_DAYS,
  addMonths,
  billingPeriod,
  decideBilling,
  periodsUntil,
  type BillingState,
} from './billing-status'

const trialEndsAt = '2026-01-31T15:00:00.000Z'
const at = (iso: string) => new Date(iso)

describe('billing status', () => {
  it('stays in trial until the trial ends, with no invoice', () => {
    const state: BillingState = { status: 'trial', trialEndsAt, invoices: [] }
    expect(decideBilling(state, at('2026-01-31T14:59:59Z'))).toEqual({
      status: 'trial',
      missing: [],
    })
  })

  it('issues the first invoice at the trial end, due after the grace days', () => {
    const state: BillingState = { status: 'trial', trialEndsAt, invoices: [] }
    const decision = decideBilling(state, at('2026-01-31T15:00:00Z'))
    expect(decision.status).toBe('active')
    expect(decision.missing).toEqual([
      { periodStart: '2026-01-31', periodEnd: '2026-02-27', dueDate: '2026-02-05' },
    ])
  })

  it('is past due the day after an open invoice is due; active again once paid', () => {
    const open = { periodStart: '2026-01-31', dueDate: '2026-02-05', status: 'open' as const }
    const state: BillingState = { status: 'active', trialEndsAt, invoices: [open] }
    // 23:59 in Brasília on the due date (02:59 UTC on the 6th) is still the due date.
    expect(decideBilling(state, at('2026-02-06T02:59:00Z')).status).toBe('active')
    expect(decideBilling(state, at('2026-02-06T03:00:00Z')).status).toBe('past_due')
    const paid = {
      ...state,
      status: 'past_due' as const,
      invoices: [{ ...open, status: 'paid' as const }],
    }
    expect(decideBilling(paid, at('2026-02-06T00:00:00Z'))).toEqual({
      status: 'active',
      missing: [],
    })
  })

  it("dates the periods and 'overdue' on Brasília's calendar, not on the UTC date (issue 48)", () => {
    // 22:30 in Brasília on 28 November is 01:30 UTC on the 29th.
    const late = '2026-11-29T01:30:00.000Z'
    expect(billingPeriod(late, 0)).toEqual({
      periodStart: '2026-11-28',
      periodEnd: '2026-12-27',
      dueDate: '2026-12-03',
    })
    const trial: BillingState = { status: 'trial', trialEndsAt: late, invoices: [] }
    expect(decideBilling(trial, at(late)).missing.map((p) => p.periodStart)).toEqual(['2026-11-28'])
    // Due on 3 December: at 21:30 in Brasília that day it is not overdue yet.
    const open = { periodStart: '2026-11-28', dueDate: '2026-12-03', status: 'open' as const }
    const state: BillingState = { status: 'active', trialEndsAt: late, invoices: [open] }
    expect(decideBilling(state, at('2026-12-04T00:30:00Z')).status).toBe('active')
    expect(decideBilling(state, at('2026-12-04T03:00:00Z')).status).toBe('past_due')
  })

  it('an invoice never created and already overdue counts as past due', () => {
    const state: BillingState = { status: 'trial', trialEndsAt, invoices: [] }
    const decision = decideBilling(state, at('2026-03-10T00:00:00Z'))
    expect(decision.status).toBe('past_due')
    expect(decision.missing.map((p) => p.periodStart)).toEqual(['2026-01-31', '2026-02-28'])
  })

  it('cancelled stays cancelled and creates nothing', () => {
    const state: BillingState = { status: 'cancelled', trialEndsAt, invoices: [] }
    expect(decideBilling(state, at('2030-01-01T00:00:00Z'))).toEqual({
      status: 'cancelled',
      missing: [],
    })
  })

  it('adds months clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
  })

  it('periods tile the calendar without gaps or overlaps; applying a decision is idempotent', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        (trialEnd, daysLater) => {
          const ends = trialEnd.toISOString()
          const now = new Date(trialEnd.getTime() + daysLater * 86_400_000)
          const periods = periodsUntil(ends, now)
          for (let k = 1; k < periods.length; k++) {
            const before = periods[k - 1]!
            const next = new Date(Date.parse(`${before.periodEnd}T00:00:00Z`) + 86_400_000)
            expect(next.toISOString().slice(0, 10)).toBe(periods[k]!.periodStart)
          }
          for (const p of periods) {
            const due =
              Date.parse(`${p.dueDate}T00:00:00Z`) - Date.parse(`${p.periodStart}T00:00:00Z`)
            expect(due).toBe(GRACE_DAYS * 86_400_000)
          }
          const first = decideBilling({ status: 'trial', trialEndsAt: ends, invoices: [] }, now)
          const created = first.missing.map((p) => ({ ...p, status: 'open' as const }))
          const again = decideBilling(
            { status: first.status, trialEndsAt: ends, invoices: created },
            now,
          )
          expect(again).toEqual({ status: first.status, missing: [] })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('the first period starts on the trial end date', () => {
    expect(billingPeriod(trialEndsAt, 0).periodStart).toBe('2026-01-31')
  })
})
