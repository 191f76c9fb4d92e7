import { describe, expect, it } from 'vitest'
import { daysBetween, nextOpen, overdueSince, passesStatus } from './overdue'

describe('overdue', () => {
  it('counts days across month ends and a leap day', () => {
    expect(daysBetween('2026-09-19', '2026-11-24')).toBe(66)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1)
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0)
  })

  it('is overdue from the oldest unrealised instalment due before today', () => {
    const instalments = [
      { dueDate: '2026-08-10', status: 'realized' as const },
      { dueDate: '2026-09-10', status: 'partial' as const },
      { dueDate: '2026-10-10', status: 'open' as const },
      { dueDate: '2026-12-10', status: 'open' as const },
    ]
    expect(overdueSince(instalments, '2026-11-24')).toBe('2026-09-10')
    expect(overdueSince(instalments, '2026-09-10')).toBeNull() // due today is not late
    expect(overdueSince([{ dueDate: '2026-01-01', status: 'realized' }], '2026-11-24')).toBeNull()
    expect(nextOpen(instalments)?.dueDate).toBe('2026-09-10')
  })

  it('filters by status', () => {
    expect(passesStatus('overdue', 'open', '2026-09-19')).toBe(true)
    expect(passesStatus('overdue', 'open', null)).toBe(false)
    expect(passesStatus('overdue', 'realized', '2026-09-19')).toBe(false)
    expect(passesStatus('open', 'partial', null)).toBe(true)
    expect(passesStatus('realized', 'partial', null)).toBe(false)
    expect(passesStatus('all', 'realized', null)).toBe(true)
  })
})
