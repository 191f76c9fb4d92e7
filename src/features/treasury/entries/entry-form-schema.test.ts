import { describe, expect, it } from 'vitest'
import { entryDefaults, entryFields, formatPercent, parsePercent } from './entry-form-schema'

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
