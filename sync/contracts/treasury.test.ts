import { describe, expect, it } from 'vitest'
import {
  expenseCreateSchema,
  expenseUpdateSchema,
  paymentCreateSchema,
  repasseRegisterCreateSchema,
  revenueCreateSchema,
  sniffAttachmentType,
  titheBudgetCreateSchema,
  titheCreateSchema,
  updateArgsSchema,
} from './treasury'

const id = '01a20130-eb24-7190-b7b3-a4d06980582d'
const churchId = '01a20130-eb24-7190-b7b3-acfb696081e2'
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? [])

describe('revenue and expense contracts', () => {
  const base = { id, churchId, amount: 1_000, dueDate: '2026-01-31', issueDate: '2026-01-02' }
  it('fills the defaults and stores no end date for único', () => {
    const parsed = revenueCreateSchema.parse({ ...base, origin: 'oferta', endDate: '2026-05-01' })
    expect(parsed).toMatchObject({
      recurrence: 'unico',
      endDate: null,
      paymentMethod: null,
      withoutRepasse: false,
      repassePercentBp: null,
      description: '',
      depositDate: null,
    })
  })
  it('answers the codes the screens translate', () => {
    const check = (extra: Record<string, unknown>) =>
      messages(expenseCreateSchema.safeParse({ ...base, category: 'office', ...extra }))
    expect(check({ amount: 0 })).toEqual(['amount_must_be_positive'])
    expect(check({ amount: 1.5 })).toEqual(['amount_invalid'])
    expect(check({ amount: undefined })).toEqual(['amount_required'])
    expect(check({ amount: 100_000_000_001 })).toEqual(['amount_too_large'])
    expect(check({ dueDate: '31/01/2026' })).toEqual(['invalid_date'])
    expect(check({ recurrence: 'anual' })).toEqual(['invalid_recurrence'])
    // No end date: it recurs until cancelled (rent, electricity; issue 51).
    expect(check({ recurrence: 'mensal' })).toEqual([])
    expect(check({ recurrence: 'mensal', endDate: null })).toEqual([])
    expect(check({ recurrence: 'mensal', endDate: '2026-01-30' })).toEqual([
      'end_date_before_due_date',
    ])
    expect(check({ recurrence: 'diaria', endDate: '2031-02-01' })).toEqual(['end_date_too_far'])
    expect(check({ repassePercentBp: 10_001 })).toEqual(['percent_out_of_range'])
    expect(check({ repassePercentBp: 500, withoutRepasse: true })).toEqual([
      'repasse_percent_and_without',
    ])
    expect(check({ alertTime: '25:00', alertWeekday: 7 })).toEqual([
      'invalid_time',
      'invalid_weekday',
    ])
    expect(check({ category: 'food' })).toEqual(['invalid_category'])
    expect(check({ recurrence: 'mensal', endDate: '2026-12-31' })).toEqual([])
  })
  it('updates carry only known fields', () => {
    expect(expenseUpdateSchema.safeParse({ amount: 5 }).success).toBe(true)
    expect(expenseUpdateSchema.safeParse({ code: 5 }).success).toBe(false)
    expect(expenseUpdateSchema.safeParse({ churchId }).success).toBe(false)
    expect(updateArgsSchema(expenseUpdateSchema).safeParse({ id, patch: {} }).success).toBe(true)
    expect(updateArgsSchema(expenseUpdateSchema).safeParse({ id: 'x', patch: {} }).success).toBe(
      false,
    )
  })
})

describe('payments, tithes, budgets, repasse', () => {
  it('payment: amount > 0 and a trimmed history of at least 3 characters', () => {
    const p = { id, entryId: churchId, instalmentDate: '2026-01-31', date: '2026-01-30' }
    expect(paymentCreateSchema.parse({ ...p, amount: 1, history: '  abc ' }).history).toBe('abc')
    expect(messages(paymentCreateSchema.safeParse({ ...p, amount: 1, history: ' ab ' }))).toEqual([
      'history_too_short',
    ])
    expect(messages(paymentCreateSchema.safeParse({ ...p, amount: -1, history: 'abc' }))).toEqual([
      'amount_must_be_positive',
    ])
  })
  it('tithe: anonymous by default, cash by default, amount required', () => {
    const t = titheCreateSchema.parse({ id, churchId, amount: 5_000, date: '2026-03-01' })
    expect(t).toMatchObject({ memberId: null, paymentMethod: 'dinheiro', notes: '' })
    expect(messages(titheCreateSchema.safeParse({ id, churchId, date: '2026-03-01' }))).toEqual([
      'amount_required',
    ])
  })
  it('tithe budget: month 1..12 or null, year 2000..2100', () => {
    const b = { id, churchId, amount: 1 }
    expect(titheBudgetCreateSchema.parse({ ...b, year: 2026 }).month).toBeNull()
    expect(messages(titheBudgetCreateSchema.safeParse({ ...b, year: 2026, month: 13 }))).toEqual([
      'invalid_month',
    ])
    expect(messages(titheBudgetCreateSchema.safeParse({ ...b, year: 1999 }))).toEqual([
      'invalid_year',
    ])
  })
  it('repasse register: percentage 0..100 %, expense amount > 0 when given, a real period', () => {
    const r = { id, churchId, period: '2026-03', percentBp: 1000, category: 'field' }
    expect(repasseRegisterCreateSchema.parse(r)).toMatchObject({
      expenseAmount: null,
      budgetAmount: 0,
    })
    expect(messages(repasseRegisterCreateSchema.safeParse({ ...r, percentBp: -1 }))).toEqual([
      'percent_out_of_range',
    ])
    expect(messages(repasseRegisterCreateSchema.safeParse({ ...r, expenseAmount: 0 }))).toEqual([
      'amount_must_be_positive',
    ])
    expect(messages(repasseRegisterCreateSchema.safeParse({ ...r, period: '2026-13' }))).toEqual([
      'invalid_period',
    ])
    expect(messages(repasseRegisterCreateSchema.safeParse({ ...r, category: 'church' }))).toEqual([
      'invalid_recipient',
    ])
  })
})

describe('sniffAttachmentType', () => {
  const bytes = (...b: number[]) => new Uint8Array(b)
  it('knows PDF, PNG and JPEG by their first bytes, nothing else', () => {
    expect(sniffAttachmentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    )
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffAttachmentType(new TextEncoder().encode('<svg></svg>'))).toBeNull()
    expect(sniffAttachmentType(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull() // GIF
    expect(sniffAttachmentType(bytes(0x25, 0x50, 0x44))).toBeNull() // truncated PDF magic
    expect(sniffAttachmentType(bytes())).toBeNull()
  })
})
