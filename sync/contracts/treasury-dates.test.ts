import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysInMonth, isIsoDate, isLeapYear } from './dates'
import { periodBounds, periodLabel } from './treasury-dates'

describe('calendar helpers', () => {
  it('knows leap years (4, 100, 400)', () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true])
    expect([2025, 1900, 2100].map(isLeapYear)).toEqual([false, false, false])
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2025, 2)).toBe(28)
    expect(daysInMonth(2025, 4)).toBe(30)
  })
  it('accepts only real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2025-04-31')).toBe(false)
    expect(isIsoDate('2025-13-01')).toBe(false)
    expect(isIsoDate('25-01-01')).toBe(false)
    expect(isIsoDate('2025-1-01')).toBe(false)
  })
  it('adds days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
  it('adds months clamping to the last day of the month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31')
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30')
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
  })
  it('gives period bounds', () => {
    expect(periodBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(periodBounds('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
  })
})

describe('periodLabel', () => {
  it('writes a period month first, as in Brazil', () => {
    expect(periodLabel('2026-10')).toBe('10/2026')
    expect(periodLabel('2028-02')).toBe('02/2028')
  })
})
