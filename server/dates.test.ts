import { describe, expect, it } from 'vitest'
import { brasiliaTodayIso, isNotInFuture, latestTodayIso } from './dates'

describe('the server’s dates do not follow the server’s own clock zone', () => {
  it('stamps the Brasília date: 01:30 UTC on Monday is still Sunday', () => {
    expect(brasiliaTodayIso(new Date('2026-11-23T01:30:00Z'))).toBe('2026-11-22')
    expect(brasiliaTodayIso(new Date('2027-01-01T00:30:00Z'))).toBe('2026-12-31')
    expect(brasiliaTodayIso(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23')
  })

  it('never refuses a user’s today as "in the future"', () => {
    // The server in UTC at 01:00 (Brasília 22:00 the day before): that day and the next are fine.
    const serverAtOne = new Date('2026-11-23T01:00:00Z')
    expect(isNotInFuture('2026-11-22', serverAtOne)).toBe(true)
    // Noronha (UTC-2) at 00:30 while Brasília is at 23:30 the day before.
    const noronhaAfterMidnight = new Date('2026-11-23T02:30:00Z')
    expect(isNotInFuture('2026-11-23', noronhaAfterMidnight)).toBe(true)
    expect(latestTodayIso(noronhaAfterMidnight)).toBe('2026-11-23')
  })

  it('still refuses a date after today everywhere', () => {
    const now = new Date('2026-11-23T01:00:00Z')
    expect(isNotInFuture('2026-11-24', now)).toBe(false)
    expect(isNotInFuture('2027-01-01', now)).toBe(false)
  })
})
