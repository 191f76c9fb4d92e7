import { describe, expect, it } from 'vitest'
import { KEEP_EVERYTHING, keepFromYears, keptOn, type MirrorKeep } from './mirror-keep'

const church = { level: 'church', id: '0190a000-0000-7000-8000-000000000001' } as const

describe('what a partial mirror keeps on a day', () => {
  const thisYear: MirrorKeep = { place: church, from: '2027-01-01' }

  it('keeps last month too in January ("only this year" still holds December)', () => {
    expect(keptOn(thisYear, '2027-01-01')).toEqual({ place: church, from: '2026-12-01' })
    expect(keptOn(thisYear, '2027-01-31')).toEqual({ place: church, from: '2026-12-01' })
  })

  it('is the chosen years from February on', () => {
    expect(keptOn(thisYear, '2027-02-01')).toEqual(thisYear)
    expect(keptOn(thisYear, '2027-11-27')).toEqual(thisYear)
    expect(keptOn({ place: null, from: '2025-01-01' }, '2026-01-10').from).toBe('2025-01-01')
  })

  it('leaves every year and the place alone', () => {
    expect(keptOn(KEEP_EVERYTHING, '2027-01-05')).toBe(KEEP_EVERYTHING)
    expect(keptOn({ place: church, from: null }, '2027-01-05')).toEqual({
      place: church,
      from: null,
    })
  })

  it('never moves back as the days pass (nothing a later day needs is dropped)', () => {
    const chosen = { place: null, from: keepFromYears(1, '2027-01-20') }
    let last = ''
    for (let day = new Date('2027-01-01T12:00:00Z'); day.getUTCFullYear() < 2029;) {
      const from = keptOn(chosen, day.toISOString().slice(0, 10)).from!
      expect(from >= last).toBe(true)
      last = from
      day = new Date(day.getTime() + 86_400_000)
    }
    expect(last).toBe('2027-01-01')
  })
})
