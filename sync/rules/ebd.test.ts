import { describe, expect, it } from 'vitest'
import { rollFigures, studentsOn, sundayOnOrBefore, sundaySummary } from './ebd'

const enrol = (classId: string, studentId: string, startDate: string, endDate: string | null) => ({
  classId,
  studentId,
  startDate,
  endDate,
})
const roll = (classId: string, date: string, present: Record<string, boolean>, extra = {}) => ({
  classId,
  date,
  present,
  visitors: 0,
  bibles: 0,
  magazines: 0,
  offering: 0,
  ...extra,
})

describe('the Sunday school figures', () => {
  it('counts a student moved between classes in the class of that day only', () => {
    const enrolments = [
      enrol('jovens', 'ana', '2026-01-04', '2026-11-21'),
      enrol('adultos', 'ana', '2026-11-22', null),
      enrol('jovens', 'bia', '2026-01-04', null),
    ]
    expect(studentsOn(enrolments, 'jovens', '2026-11-15').sort()).toEqual(['ana', 'bia'])
    expect(studentsOn(enrolments, 'jovens', '2026-11-22')).toEqual(['bia'])
    expect(studentsOn(enrolments, 'adultos', '2026-11-22')).toEqual(['ana'])
  })

  it('reads a roll as the church says it aloud; a mark of someone not enrolled does not count', () => {
    const figures = rollFigures(
      roll(
        'jovens',
        '2026-11-29',
        { ana: true, bia: false, eva: true },
        { visitors: 2, offering: 2550 },
      ),
      ['ana', 'bia', 'caio'],
    )
    expect(figures).toEqual({
      enrolled: 3,
      present: 1,
      absent: 2,
      visitors: 2,
      attendance: 3,
      bibles: 0,
      magazines: 0,
      offering: 2550,
    })
  })

  it("sums the church's classes and names the best class by share present", () => {
    const classes = [
      { id: 'a', name: 'Adultos' },
      { id: 'j', name: 'Jovens' },
      { id: 's', name: 'Senhoras' },
    ]
    const enrolments = [
      ...['1', '2', '3', '4'].map((s) => enrol('a', `a${s}`, '2026-01-04', null)),
      ...['1', '2'].map((s) => enrol('j', `j${s}`, '2026-01-04', null)),
      enrol('s', 's1', '2026-01-04', null),
    ]
    const rolls = [
      roll('a', '2026-11-29', { a1: true, a2: true, a3: true }, { offering: 1000, bibles: 3 }),
      roll(
        'j',
        '2026-11-29',
        { j1: true, j2: true },
        {
          offering: 550,
          visitors: 2,
          visitorNames: ['Sá'],
        },
      ),
      roll('j', '2026-11-22', { j1: true }, { offering: 99999 }),
    ]
    const summary = sundaySummary(classes, enrolments, rolls, '2026-11-29')
    expect(summary.totals).toMatchObject({
      enrolled: 7,
      present: 5,
      absent: 2,
      visitors: 2,
      offering: 1550,
      bibles: 3,
    })
    expect(summary.best?.name).toBe('Jovens')
    expect(summary.classes.find((c) => c.classId === 's')?.taken).toBe(false)
    // Two visitors, one of them named: the count stays the roll's, the name is carried as typed.
    expect(summary.classes.find((c) => c.classId === 'j')?.visitorNames).toEqual(['Sá'])
    expect(summary.classes.find((c) => c.classId === 'a')?.visitorNames).toEqual([])
    expect(sundaySummary(classes, enrolments, [], '2026-11-29').best).toBeNull()
  })

  it('takes the Sunday on or before a day', () => {
    expect(sundayOnOrBefore('2026-11-29')).toBe('2026-11-29')
    expect(sundayOnOrBefore('2026-12-05')).toBe('2026-11-29')
    expect(sundayOnOrBefore('2026-12-01')).toBe('2026-11-29')
  })
})
