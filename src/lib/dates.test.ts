import { describe, expect, it } from 'vitest'
import { daysInMonth } from '../../sync'
import {
  datePattern,
  formatLocalDate,
  maskDateInput,
  monthGrid,
  monthTitle,
  parseLocalDate,
  recentPeriods,
  shiftMonth,
  weekdayInitials,
} from './dates'
import { LOCALES } from './locales'

describe('datePattern', () => {
  it('gives each language its order and placeholder', () => {
    expect(datePattern('pt-BR')).toMatchObject({ order: ['day', 'month', 'year'] })
    expect(datePattern('pt-BR').placeholder).toBe('dd/mm/aaaa')
    expect(datePattern('es').placeholder).toBe('dd/mm/aaaa')
    expect(datePattern('en')).toMatchObject({ order: ['month', 'day', 'year'] })
    expect(datePattern('en').placeholder).toBe('mm/dd/yyyy')
    expect(datePattern('en-US').placeholder).toBe('mm/dd/yyyy')
    expect(datePattern('fr').placeholder).toBe('dd/mm/aaaa')
  })
})

describe('formatLocalDate', () => {
  it('shows an ISO date in each language order', () => {
    expect(formatLocalDate('2024-02-29', 'pt-BR')).toBe('29/02/2024')
    expect(formatLocalDate('2024-02-29', 'es')).toBe('29/02/2024')
    expect(formatLocalDate('2024-02-29', 'en')).toBe('02/29/2024')
    expect(formatLocalDate('1900-01-05', 'pt-BR')).toBe('05/01/1900')
  })

  it('shows nothing for empty or unreal dates', () => {
    for (const locale of LOCALES) {
      expect(formatLocalDate('', locale)).toBe('')
      expect(formatLocalDate('2023-02-29', locale)).toBe('')
      expect(formatLocalDate('2024-13-01', locale)).toBe('')
      expect(formatLocalDate('29/02/2024', locale)).toBe('')
      expect(formatLocalDate('2024-2-9', locale)).toBe('')
    }
  })
})

describe('parseLocalDate', () => {
  it('reads each language order', () => {
    expect(parseLocalDate('31/12/2024', 'pt-BR')).toBe('2024-12-31')
    expect(parseLocalDate('31/12/2024', 'es')).toBe('2024-12-31')
    expect(parseLocalDate('12/31/2024', 'en')).toBe('2024-12-31')
    expect(parseLocalDate('31/12/2024', 'en')).toBeNull()
    expect(parseLocalDate('12/31/2024', 'pt-BR')).toBeNull()
    expect(parseLocalDate(' 01/02/2024 ', 'pt-BR')).toBe('2024-02-01')
    expect(parseLocalDate(' 01/02/2024 ', 'en')).toBe('2024-01-02')
  })

  it('knows month ends', () => {
    for (const locale of ['pt-BR', 'es'] as const) {
      expect(parseLocalDate('31/01/2025', locale)).toBe('2025-01-31')
      expect(parseLocalDate('30/04/2025', locale)).toBe('2025-04-30')
      expect(parseLocalDate('31/04/2025', locale)).toBeNull()
      expect(parseLocalDate('31/06/2025', locale)).toBeNull()
      expect(parseLocalDate('31/09/2025', locale)).toBeNull()
      expect(parseLocalDate('31/11/2025', locale)).toBeNull()
      expect(parseLocalDate('32/12/2025', locale)).toBeNull()
      expect(parseLocalDate('00/12/2025', locale)).toBeNull()
      expect(parseLocalDate('01/13/2025', locale)).toBeNull()
      expect(parseLocalDate('01/00/2025', locale)).toBeNull()
    }
    expect(parseLocalDate('04/30/2025', 'en')).toBe('2025-04-30')
    expect(parseLocalDate('04/31/2025', 'en')).toBeNull()
    expect(parseLocalDate('13/01/2025', 'en')).toBeNull()
  })

  it('accepts 29 February only in leap years', () => {
    expect(parseLocalDate('29/02/2024', 'pt-BR')).toBe('2024-02-29')
    expect(parseLocalDate('29/02/2024', 'es')).toBe('2024-02-29')
    expect(parseLocalDate('02/29/2024', 'en')).toBe('2024-02-29')
    expect(parseLocalDate('29/02/2000', 'pt-BR')).toBe('2000-02-29')
    expect(parseLocalDate('29/02/2023', 'pt-BR')).toBeNull()
    expect(parseLocalDate('29/02/2023', 'es')).toBeNull()
    expect(parseLocalDate('02/29/2023', 'en')).toBeNull()
    expect(parseLocalDate('29/02/1900', 'pt-BR')).toBeNull()
    expect(parseLocalDate('28/02/2023', 'pt-BR')).toBe('2023-02-28')
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
  })

  it('refuses garbage and short forms', () => {
    for (const locale of LOCALES) {
      for (const text of [
        '',
        'abc',
        '1/2/2024',
        '01/02/24',
        '01/02/02024',
        '01-02-2024',
        '2024-02-01',
        '01/02/2024x',
        'aa/bb/cccc',
        '00/00/0000',
        '01/01/0000',
      ])
        expect(parseLocalDate(text, locale), `${locale} ${text}`).toBeNull()
    }
  })
})

describe('maskDateInput', () => {
  it('puts the slashes in as digits arrive', () => {
    for (const locale of LOCALES) {
      expect(maskDateInput('', locale)).toBe('')
      expect(maskDateInput('2', locale)).toBe('2')
      expect(maskDateInput('29', locale)).toBe('29')
      expect(maskDateInput('290', locale)).toBe('29/0')
      expect(maskDateInput('29022', locale)).toBe('29/02/2')
      expect(maskDateInput('29022024', locale)).toBe('29/02/2024')
      expect(maskDateInput('290220241', locale)).toBe('29/02/2024')
      expect(maskDateInput('29/02/2024', locale)).toBe('29/02/2024')
      expect(maskDateInput('29/', locale)).toBe('29')
      expect(maskDateInput('a2b9-0.2', locale)).toBe('29/02')
    }
  })
})

describe('monthGrid', () => {
  it('lays a month out in weeks, Sunday first', () => {
    // February 2024 starts on a Thursday and has 29 days.
    const feb2024 = monthGrid(2024, 2)
    expect(feb2024[0]).toEqual([null, null, null, null, 1, 2, 3])
    expect(feb2024.flat().filter((d) => d !== null)).toHaveLength(29)
    expect(feb2024.at(-1)).toEqual([25, 26, 27, 28, 29, null, null])
    // February 2015 starts on a Sunday and fills exactly four weeks.
    expect(monthGrid(2015, 2)).toHaveLength(4)
    expect(
      monthGrid(2023, 2)
        .flat()
        .filter((d) => d !== null),
    ).toHaveLength(28)
    // December 2024 ends on a Tuesday.
    expect(monthGrid(2024, 12).at(-1)).toEqual([29, 30, 31, null, null, null, null])
    for (const week of monthGrid(2026, 11)) expect(week).toHaveLength(7)
  })

  it('moves between months across years', () => {
    expect(shiftMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 })
    expect(shiftMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 })
    expect(shiftMonth(2024, 6, 0)).toEqual({ year: 2024, month: 6 })
  })
})

describe('names from Intl', () => {
  it('titles the month and the weekdays in the language', () => {
    expect(monthTitle(2024, 3, 'es')).toMatch(/marzo/i)
    expect(monthTitle(2024, 3, 'pt-BR')).toMatch(/março/i)
    expect(monthTitle(2024, 3, 'en')).toBe('March 2024')
    expect(weekdayInitials('en')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S'])
    expect(weekdayInitials('es')).toHaveLength(7)
  })
})

describe('recentPeriods', () => {
  it('counts back from the month of today across the year, newest first', () => {
    expect(recentPeriods('2026-02-28', 3)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11'])
    // The 31st of a month whose previous months are shorter stays in its own months.
    expect(recentPeriods('2026-03-31', 2)).toEqual(['2026-03', '2026-02', '2026-01'])
    expect(recentPeriods('2026-11-29', 0)).toEqual(['2026-11'])
  })
})
