import { describe, expect, it } from 'vitest'
import { weekdayOf } from '../../../sync'
import { recentSundays } from './sunday-select'

describe('recentSundays', () => {
  it('starts on today when it is a Sunday, else on the Sunday before, and goes back half a year', () => {
    const sunday = recentSundays('2026-11-29')
    expect(sunday.slice(0, 3)).toEqual(['2026-11-29', '2026-11-22', '2026-11-15'])
    expect(recentSundays('2026-11-28')[0]).toBe('2026-11-22')
    expect(sunday).toHaveLength(27)
    expect(sunday.every((d) => weekdayOf(d) === 0)).toBe(true)
    // Across a year's turn and a leap day.
    expect(recentSundays('2028-03-01').slice(0, 2)).toEqual(['2028-02-27', '2028-02-20'])
    expect(recentSundays('2027-01-02')[1]).toBe('2026-12-20')
  })
})
