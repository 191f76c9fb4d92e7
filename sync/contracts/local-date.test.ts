import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dateOfLocalStamp, localDateOf, todayInZone, todayIso, utcDateOf } from './dates'

/**
 * The one function that turns a moment into a date (issue 48), at 22:30 in Brasília (01:30 UTC
 * of the next day). Run under America/Sao_Paulo, Manaus, Noronha and UTC by the zone-* projects
 * (vitest.config.ts DATE_TESTS).
 */
const ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone
const LATE = new Date('2026-11-28T22:30:00-03:00')
/** The day of 22:30 in Brasília on 28 November where the process runs. */
const LATE_DAY: Record<string, string> = {
  'America/Sao_Paulo': '2026-11-28',
  'America/Manaus': '2026-11-28',
  'America/Noronha': '2026-11-28',
  UTC: '2026-11-29',
  'Etc/UTC': '2026-11-29',
}

describe('localDateOf at 22:30 in Brasília', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(LATE)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("is the moment's day where the code runs, for an ISO instant and a Date alike", () => {
    const expected = LATE_DAY[ZONE]
    if (expected) {
      expect(localDateOf('2026-11-29T01:30:00.000Z')).toBe(expected)
      expect(localDateOf(new Date())).toBe(expected)
    }
    expect(localDateOf('2026-11-29T01:30:00.000Z')).toBe(todayInZone(ZONE))
    expect(localDateOf(new Date())).toBe(todayIso())
  })

  it("is the moment's day in a zone when given one, whatever the process's zone", () => {
    expect(localDateOf('2026-11-29T01:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-11-28')
    expect(localDateOf('2026-11-29T01:30:00.000Z', 'America/Manaus')).toBe('2026-11-28')
    expect(localDateOf('2026-11-29T02:43:00.000Z', 'America/Noronha')).toBe('2026-11-29')
    expect(localDateOf('2026-11-29T01:30:00.000Z', 'UTC')).toBe('2026-11-29')
    expect(localDateOf('2027-01-01T00:30:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-31')
  })

  it("is '' for what is not an instant", () => {
    expect(localDateOf('')).toBe('')
    expect(localDateOf('ontem')).toBe('')
    expect(localDateOf(new Date(Number.NaN), 'UTC')).toBe('')
  })

  it('the named cuts: the date of a local stamp, the UTC date of a file name', () => {
    expect(dateOfLocalStamp('2026-11-28 22:30')).toBe('2026-11-28')
    expect(utcDateOf(new Date())).toBe('2026-11-29')
  })
})
