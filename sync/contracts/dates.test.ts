import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addDays,
  firstOfPreviousMonth,
  isIsoDate,
  latestTodayIso,
  nowIso,
  parseIsoDate,
  todayInZone,
  todayIso,
  weekdayOf,
} from './dates'

/**
 * Run again under several zones by vitest's zone-* projects (TZ=America/Sao_Paulo, America/Manaus,
 * America/Noronha, UTC; vitest.config.ts): todayIso() must be the calendar date of the zone the
 * code runs in (a zone not applied fails here: the expected dates differ).
 */
const ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone
const BRAZIL_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Rio_Branco',
]

/** Sunday 22 November 2026, 22:30 in Brasília (01:30 UTC on Monday). */
const SUNDAY_LATE = new Date('2026-11-22T22:30:00-03:00')
/** 31 December 2026, 21:30 in Brasília (00:30 UTC on 1 January 2027). */
const NEW_YEARS_EVE = new Date('2026-12-31T21:30:00-03:00')

/** What todayIso() must say in each zone the suite runs under. */
const EXPECTED: Record<string, { sunday: string; eve: string }> = {
  'America/Sao_Paulo': { sunday: '2026-11-22', eve: '2026-12-31' },
  'America/Manaus': { sunday: '2026-11-22', eve: '2026-12-31' },
  'America/Noronha': { sunday: '2026-11-22', eve: '2026-12-31' },
  UTC: { sunday: '2026-11-23', eve: '2027-01-01' },
  'Etc/UTC': { sunday: '2026-11-23', eve: '2027-01-01' },
}

describe('today on the device, with the clock at a late hour in Brasília', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('Sunday 22:30 in Brasília is still that Sunday where the user is', () => {
    vi.setSystemTime(SUNDAY_LATE)
    expect(todayIso()).toBe(todayInZone(ZONE))
    const expected = EXPECTED[ZONE]
    if (expected) expect(todayIso()).toBe(expected.sunday)
    expect(todayInZone('America/Sao_Paulo')).toBe('2026-11-22')
    expect(weekdayOf(todayInZone('America/Sao_Paulo'))).toBe(0)
    expect(todayInZone('America/Manaus')).toBe('2026-11-22')
    expect(todayInZone('America/Noronha')).toBe('2026-11-22')
    expect(todayInZone('UTC')).toBe('2026-11-23')
  })

  it('31 December 21:30 in Brasília has not flipped the year yet', () => {
    vi.setSystemTime(NEW_YEARS_EVE)
    expect(todayIso()).toBe(todayInZone(ZONE))
    const expected = EXPECTED[ZONE]
    if (expected) expect(todayIso()).toBe(expected.eve)
    for (const zone of BRAZIL_ZONES) expect(todayInZone(zone)).toBe('2026-12-31')
    expect(todayInZone('UTC').slice(0, 4)).toBe('2027')
  })

  it('Noronha is past midnight while Brasília is not', () => {
    vi.setSystemTime(new Date('2026-11-22T23:30:00-03:00'))
    expect(todayInZone('America/Noronha')).toBe('2026-11-23')
    expect(todayInZone('America/Sao_Paulo')).toBe('2026-11-22')
    expect(latestTodayIso()).toBe('2026-11-23')
  })

  it('reads the local calendar, not UTC, at any hour of the day', () => {
    vi.setSystemTime(new Date(2024, 1, 29, 23, 59))
    expect(todayIso()).toBe('2024-02-29')
    vi.setSystemTime(new Date(2024, 1, 29, 0, 1))
    expect(todayIso()).toBe('2024-02-29')
  })

  it('a timestamp is the ISO instant', () => {
    vi.setSystemTime(SUNDAY_LATE)
    expect(nowIso()).toBe('2026-11-23T01:30:00.000Z')
  })
})

describe('latestTodayIso: the bound of "not in the future" on every side', () => {
  it('is never before the user’s today, in any Brazilian zone or anywhere, at any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const latest = latestTodayIso(now)
          for (const zone of [...BRAZIL_ZONES, 'UTC', 'Asia/Tokyo', 'Pacific/Auckland'])
            expect(todayInZone(zone, now) <= latest).toBe(true)
          expect(todayIso(now) <= latest).toBe(true)
          expect(latest).toBe(todayInZone('Pacific/Kiritimati', now))
          // ... and at most one day after the Brasília date.
          expect(latest <= addDays(todayInZone('America/Sao_Paulo', now), 1)).toBe(true)
        },
      ),
    )
  })
})

describe('one meaning of a calendar date', () => {
  it('accepts only real dates of years 1900..2999', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('1900-01-01')).toBe(true)
    expect(isIsoDate('2999-12-31')).toBe(true)
    expect(isIsoDate('1899-12-31')).toBe(false)
    expect(isIsoDate('3000-01-01')).toBe(false)
    expect(isIsoDate('0202-01-01')).toBe(false)
    expect(isIsoDate('2024-1-01')).toBe(false)
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseIsoDate('2024-02-30')).toBeNull()
  })
  it('adds days and tells the weekday whatever the zone', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(weekdayOf('2026-11-23')).toBe(1)
  })
  it('names the first day of the month before, over a year and a short month', () => {
    expect(firstOfPreviousMonth('2026-01-15')).toBe('2025-12-01')
    expect(firstOfPreviousMonth('2026-03-31')).toBe('2026-02-01')
    expect(firstOfPreviousMonth('2026-11-01')).toBe('2026-10-01')
  })
})
