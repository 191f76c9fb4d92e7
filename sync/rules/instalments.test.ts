import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysInMonth, isIsoDate } from '../contracts/dates'
import { RECURRENCES, maxEndDate, type Recurrence } from '../contracts/treasury-dates'
import { expandInstalments, isOpenEnded } from './instalments'

const dateArb = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10))

describe('expandInstalments', () => {
  it('único is one instalment, whatever the end date', () => {
    expect(
      expandInstalments({ dueDate: '2025-03-10', recurrence: 'unico', endDate: null }),
    ).toEqual(['2025-03-10'])
    expect(
      expandInstalments({ dueDate: '2025-03-10', recurrence: 'unico', endDate: '2026-01-01' }),
    ).toEqual(['2025-03-10'])
  })

  it.each<[Recurrence, string, string[]]>([
    ['diaria', '2025-01-03', ['2025-01-01', '2025-01-02', '2025-01-03']],
    ['semanal', '2025-01-22', ['2025-01-01', '2025-01-08', '2025-01-15', '2025-01-22']],
    ['quinzenal', '2025-02-01', ['2025-01-01', '2025-01-16', '2025-01-31']],
    ['mensal', '2025-04-01', ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01']],
    ['bimestral', '2025-07-01', ['2025-01-01', '2025-03-01', '2025-05-01', '2025-07-01']],
    ['trimestral', '2025-12-31', ['2025-01-01', '2025-04-01', '2025-07-01', '2025-10-01']],
    ['semestral', '2026-01-01', ['2025-01-01', '2025-07-01', '2026-01-01']],
  ])('%s until %s', (recurrence, endDate, expected) => {
    expect(expandInstalments({ dueDate: '2025-01-01', recurrence, endDate })).toEqual(expected)
  })

  it('monthly from the 31st keeps the day: 31 Jan -> 28 Feb -> 31 Mar -> 30 Apr', () => {
    expect(
      expandInstalments({ dueDate: '2025-01-31', recurrence: 'mensal', endDate: '2025-05-31' }),
    ).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31'])
  })
  it('monthly in a leap year lands on 29 Feb', () => {
    expect(
      expandInstalments({ dueDate: '2024-01-31', recurrence: 'mensal', endDate: '2024-03-31' }),
    ).toEqual(['2024-01-31', '2024-02-29', '2024-03-31'])
  })
  it('yearly-ish steps from 29 Feb clamp in common years and return in leap years', () => {
    expect(
      expandInstalments({ dueDate: '2024-02-29', recurrence: 'semestral', endDate: '2028-02-29' }),
    ).toEqual([
      '2024-02-29',
      '2024-08-29',
      '2025-02-28',
      '2025-08-29',
      '2026-02-28',
      '2026-08-29',
      '2027-02-28',
      '2027-08-29',
      '2028-02-29',
    ])
  })
  it('the end date is inclusive, and a day before excludes the last instalment', () => {
    const rule = { dueDate: '2025-01-15', recurrence: 'mensal' as const }
    expect(expandInstalments({ ...rule, endDate: '2025-03-15' })).toHaveLength(3)
    expect(expandInstalments({ ...rule, endDate: '2025-03-14' })).toHaveLength(2)
  })
  it('an end date before the due date gives the first instalment only', () => {
    expect(
      expandInstalments({ dueDate: '2025-05-01', recurrence: 'mensal', endDate: '2025-01-01' }),
    ).toEqual(['2025-05-01'])
  })
  it('stops at the 5-year cap (daily: 1,827 instalments)', () => {
    const dates = expandInstalments({
      dueDate: '2025-01-01',
      recurrence: 'diaria',
      endDate: '2040-01-01',
    })
    expect(dates.at(-1)).toBe(maxEndDate('2025-01-01'))
    expect(dates).toHaveLength(1827)
  })

  it('an entry that recurs until cancelled is expanded up to the day looked at, never further', () => {
    const rent = { dueDate: '2025-01-31', recurrence: 'mensal' as const, endDate: null }
    expect(isOpenEnded(rent)).toBe(true)
    expect(expandInstalments(rent, '2025-04-15')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ])
    // Beyond the 5 years an entry with an end date may span: still lazily, up to the view.
    const far = expandInstalments(rent, '2040-12-31')
    expect(far).toHaveLength(192)
    expect(far.at(-1)).toBe('2040-12-31')
    // Without a day to look up to, only the first instalment (no endless loop).
    expect(expandInstalments(rent)).toEqual(['2025-01-31'])
    expect(expandInstalments({ ...rent, recurrence: 'diaria' }, '2025-02-02')).toHaveLength(3)
    expect(isOpenEnded({ ...rent, recurrence: 'unico' })).toBe(false)
  })
  it('`until` also cuts an entry with an end date, which never passes its end', () => {
    const rule = { dueDate: '2025-01-01', recurrence: 'mensal' as const, endDate: '2025-06-01' }
    expect(expandInstalments(rule, '2025-02-15')).toEqual(['2025-01-01', '2025-02-01'])
    expect(expandInstalments(rule, '2030-01-01')).toHaveLength(6)
  })

  it('properties: ordered, first = due date, all ≤ end, steps are exact, next would pass the end', () => {
    const recurring = RECURRENCES.filter((r) => r !== 'unico')
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...recurring),
        (dueDate, span, recurrence) => {
          const endDate = addDays(dueDate, span)
          const dates = expandInstalments({ dueDate, recurrence, endDate })
          expect(dates[0]).toBe(dueDate)
          for (let i = 1; i < dates.length; i++) expect(dates[i]! > dates[i - 1]!).toBe(true)
          for (const d of dates) {
            expect(d <= endDate).toBe(true)
            expect(isIsoDate(d)).toBe(true)
          }
          const n = dates.length
          const days = { diaria: 1, semanal: 7, quinzenal: 15 } as Record<string, number>
          const months = { mensal: 1, bimestral: 2, trimestral: 3, semestral: 6 } as Record<
            string,
            number
          >
          const nth = (k: number) =>
            recurrence in days
              ? addDays(dueDate, k * days[recurrence]!)
              : addMonths(dueDate, k * months[recurrence]!)
          dates.forEach((d, k) => expect(d).toBe(nth(k)))
          expect(nth(n) > endDate).toBe(true)
          // Monthly kinds keep the day of the month, or the month's last day when it is shorter.
          if (recurrence in months) {
            const day = Number(dueDate.slice(8))
            for (const d of dates) {
              const [y, m] = [Number(d.slice(0, 4)), Number(d.slice(5, 7))]
              expect(Number(d.slice(8))).toBe(Math.min(day, daysInMonth(y, m)))
            }
          }
        },
      ),
    )
  })
})
