import { describe, expect, it } from 'vitest'
import { lessonOn, quarterEnd, quarterOn, quarterReport, quarterSundays } from './ebd-quarter'

const quarter = {
  startDate: '2027-01-01',
  lessons: [] as { number: number; title: string; date: string }[],
}
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

describe('the quarter', () => {
  it('has 13 Sundays from the first on or after its start, plus a lesson dated elsewhere', () => {
    const sundays = quarterSundays(quarter)
    expect(sundays).toHaveLength(13)
    expect(sundays[0]).toBe('2027-01-03')
    expect(sundays[12]).toBe('2027-03-28')
    expect(quarterEnd(quarter)).toBe('2027-03-28')
    const moved = quarterSundays({
      ...quarter,
      lessons: [{ number: 2, title: 'A fé', date: '2027-01-09' }],
    })
    expect(moved).toHaveLength(14)
    expect(moved[1]).toBe('2027-01-09')
  })

  it('covers a day from its start to its last Sunday, of its church, the latest start winning', () => {
    const quarters = [
      { id: 'q1', churchId: 'c1', ...quarter },
      { id: 'q2', churchId: 'c1', startDate: '2027-03-28', lessons: [] },
      { id: 'q3', churchId: 'c2', startDate: '2027-01-01', lessons: [] },
    ]
    expect(quarterOn(quarters, 'c1', '2027-02-14')?.id).toBe('q1')
    expect(quarterOn(quarters, 'c1', '2027-03-28')?.id).toBe('q2')
    expect(quarterOn(quarters, 'c2', '2027-02-14')?.id).toBe('q3')
    expect(quarterOn(quarters, 'c1', '2026-12-27')).toBeNull()
  })

  it("finds a Sunday's lesson by its date, else by the Sunday's place", () => {
    const q = {
      startDate: '2027-01-03',
      lessons: [
        { number: 1, title: 'Criação', date: '2027-01-03' },
        { number: 3, title: 'Abraão', date: '2027-01-24' },
        { number: 2, title: 'Queda', date: '2027-01-10' },
      ],
    }
    expect(lessonOn(q, '2027-01-24')?.title).toBe('Abraão')
    expect(lessonOn(q, '2027-01-10')?.number).toBe(2)
    const undated = { ...q, lessons: [{ number: 4, title: 'Isaque', date: '2027-05-01' }] }
    expect(lessonOn(undated, '2027-01-24')?.title).toBe('Isaque')
    expect(lessonOn(undated, '2027-01-31')).toBeNull()
  })
})

describe('the quarter report', () => {
  const classes = [
    { id: 'j', name: 'Jovens' },
    { id: 'a', name: 'Adultos' },
  ]
  const enrolments = [
    { classId: 'j', studentId: 'ana', startDate: '2026-01-01', endDate: null },
    { classId: 'j', studentId: 'bia', startDate: '2026-01-01', endDate: '2027-01-20' },
    { classId: 'a', studentId: 'bia', startDate: '2027-01-21', endDate: null },
    { classId: 'a', studentId: 'caio', startDate: '2026-01-01', endDate: null },
    { classId: 'a', studentId: 'old', startDate: '2026-01-01', endDate: '2026-12-01' },
  ]
  const rolls = [
    roll('j', '2027-01-03', { ana: true, bia: true }, { offering: 1000, magazines: 2 }),
    roll('j', '2027-01-10', { ana: false, bia: true }, { visitors: 1 }),
    // 2027-01-17: no roll in Jovens (neither breaks nor extends Ana's run)
    roll('j', '2027-01-24', { bia: true }, { offering: 550 }),
    roll('j', '2027-01-31', {}),
    roll(
      'a',
      '2027-01-31',
      { bia: true, caio: false },
      { offering: 2000, bibles: 3, magazines: 2 },
    ),
    roll('a', '2027-02-07', { caio: false, bia: true }),
    roll('a', '2027-02-14', { caio: false, bia: true }),
    roll('a', '2027-02-21', { caio: true, bia: true }),
    roll('a', '2026-12-27', { caio: true }, { offering: 99_999 }), // before the quarter
  ]
  const report = quarterReport(quarter, classes, enrolments, rolls)

  it('lists each class with the students of its Sundays and their marks', () => {
    expect(report.classes.map((c) => c.name)).toEqual(['Adultos', 'Jovens'])
    const [adultos, jovens] = report.classes
    expect(jovens?.students.map((s) => s.studentId).sort()).toEqual(['ana', 'bia'])
    const ana = jovens?.students.find((s) => s.studentId === 'ana')
    expect(ana?.marks.slice(0, 5)).toEqual(['present', 'absent', null, 'absent', 'absent'])
    expect(ana).toMatchObject({ present: 1, absent: 3, longestMissed: 3, currentMissed: 3 })
    // Bia moved on the 21st: her Sundays in Jovens until then, in Adultos after.
    const biaJ = jovens?.students.find((s) => s.studentId === 'bia')
    expect(biaJ?.marks.slice(0, 5)).toEqual(['present', 'present', null, null, null])
    const biaA = adultos?.students.find((s) => s.studentId === 'bia')
    expect(biaA?.marks.slice(0, 5)).toEqual([null, null, null, null, 'present'])
    expect(adultos?.students.map((s) => s.studentId)).not.toContain('old')
  })

  it("sums each class's rolls of the quarter only, and its rate of marks present", () => {
    const [adultos, jovens] = report.classes
    expect(jovens).toMatchObject({ rolls: 4, visitors: 1, magazines: 2, offering: 1550 })
    expect(jovens?.rate).toBeCloseTo(3 / 6)
    expect(adultos).toMatchObject({ rolls: 4, bibles: 3, magazines: 2, offering: 2000 })
    expect(adultos?.rate).toBeCloseTo(5 / 8)
    expect(report.totals).toMatchObject({ rolls: 8, offering: 3550, magazines: 4, visitors: 1 })
    expect(report.totals.rate).toBeCloseTo(8 / 14)
  })

  it('names those who missed three Sundays in a row, still missing first', () => {
    expect(report.toVisit).toEqual([
      { studentId: 'ana', classId: 'j', missed: 3, ongoing: true },
      { studentId: 'caio', classId: 'a', missed: 3, ongoing: false },
    ])
  })
})
