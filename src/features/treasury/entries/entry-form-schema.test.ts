import { describe, expect, it } from 'vitest'
import {
  ENTRY_FORM_SCHEMAS,
  entryDefaults,
  entryFields,
  formatPercent,
  paidNowPayment,
  parsePercent,
} from './entry-form-schema'

describe('revenue/expense form values', () => {
  it('reads percentages as basis points in either decimal mark, and refuses the rest', () => {
    expect(parsePercent('10', 'pt-BR')).toBe(1000)
    expect(parsePercent('12,5', 'pt-BR')).toBe(1250)
    expect(parsePercent('7.25', 'en')).toBe(725)
    expect(parsePercent('100 %', 'pt-BR')).toBe(10_000)
    expect(parsePercent('', 'pt-BR')).toBeNull()
    expect(parsePercent('1,234', 'pt-BR')).toBeNaN()
    expect(parsePercent('-5', 'pt-BR')).toBeNaN()
    expect(formatPercent(1250, 'pt-BR')).toBe('12,5')
    expect(formatPercent(1205, 'pt-BR')).toBe('12,05')
    expect(formatPercent(1000, 'en')).toBe('10')
    expect(formatPercent(null)).toBe('')
  })

  it('turns the form into the contract fields: empty texts to null, no end date for único, no % without repasse', () => {
    const values = {
      ...entryDefaults(undefined, 'c1'),
      origin: 'oferta',
      amount: 150_00,
      dueDate: '2026-01-31',
      recurrence: 'unico' as const,
      endDate: '2026-12-31',
      alertWeekday: '3',
      withoutRepasse: true,
      repassePercent: '10',
    }
    const fields = entryFields('revenue', values)
    expect(fields).toMatchObject({
      amount: 150_00,
      endDate: null,
      alertWeekday: 3,
      alertTime: null,
      paymentMethod: null,
      repassePercentBp: null,
      withoutRepasse: true,
      origin: 'oferta',
      depositDate: null,
    })
    const monthly = entryFields('expense', {
      ...values,
      category: 'office',
      recurrence: 'mensal',
      withoutRepasse: false,
    })
    expect(monthly).toMatchObject({
      endDate: '2026-12-31',
      repassePercentBp: 1000,
      category: 'office',
    })
    expect(monthly).not.toHaveProperty('origin')
  })
})

describe('a bill paid when it is recorded (issue 51)', () => {
  const base = { ...entryDefaults(undefined, 'c1'), category: 'office', amount: 120_00 }
  it('a recurring bill without an end date passes the form: it recurs until cancelled', () => {
    const parsed = ENTRY_FORM_SCHEMAS.expense.safeParse({ ...base, recurrence: 'mensal' })
    expect(parsed.success).toBe(true)
    expect(entryFields('expense', { ...base, recurrence: 'mensal' }).endDate).toBeNull()
  })
  it('"Já pago" pays the first instalment in full on the day given, in cash when no method', () => {
    const values = { ...base, dueDate: '2026-11-30', paidNow: true, paidOn: '2026-11-28' }
    const fields = entryFields('expense', values)
    expect(paidNowPayment('e1', fields, values, 'Pago ao registrar', 'p1')).toEqual({
      id: 'p1',
      entryId: 'e1',
      instalmentDate: '2026-11-30',
      amount: 120_00,
      date: '2026-11-28',
      history: 'Pago ao registrar',
      paymentMethod: 'dinheiro',
    })
    const pix = entryFields('expense', { ...values, paymentMethod: 'pix' })
    expect(paidNowPayment('e1', pix, values, 'Pago', 'p1')?.paymentMethod).toBe('pix')
    expect(paidNowPayment('e1', fields, { ...values, paidNow: false }, 'Pago', 'p1')).toBeNull()
  })
  it('"Já pago" needs the day it was paid', () => {
    const parsed = ENTRY_FORM_SCHEMAS.expense.safeParse({ ...base, paidNow: true, paidOn: '' })
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['paidOn', 'date_required'],
    ])
  })
})
