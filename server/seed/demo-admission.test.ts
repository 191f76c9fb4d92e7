import { describe, expect, it } from 'vitest'
import { addDays, isIsoDate } from '../../sync/contracts/dates'
import { admissionOf } from './demo-admission'

describe("the demo's admission dates", () => {
  it('are real dates never after the seed day, on every day of a year and a leap year', () => {
    const late: string[] = []
    for (const first of ['2026-01-01', '2028-01-01'])
      for (let day = 0; day < 366; day++) {
        const today = addDays(first, day)
        for (let n = 1; n <= 600; n++) {
          const { admissionDate } = admissionOf(
            'active',
            n % 7 === 0 ? '2001-05-06' : null,
            n,
            today,
          )
          if (admissionDate == null || !isIsoDate(admissionDate) || admissionDate > today)
            late.push(`${today} #${n}: ${admissionDate}`)
        }
      }
    expect(late.slice(0, 5)).toEqual([])
  })

  it('make one member in twenty new this year, and visitors none', () => {
    const today = '2026-03-10'
    const thisYear = Array.from({ length: 400 }, (_, i) => i + 1).filter((n) =>
      admissionOf('active', null, n, today).admissionDate?.startsWith('2026-'),
    )
    expect(thisYear).toEqual(Array.from({ length: 20 }, (_, i) => 20 * (i + 1)))
    expect(admissionOf('visitor', null, 20, today)).toEqual({
      admissionDate: null,
      admissionWay: null,
    })
  })
})
