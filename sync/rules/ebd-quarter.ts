import { addDays, weekdayOf } from '../contracts/dates'
import type { EbdClass, EbdEnrolment, EbdQuarter, EbdRoll } from '../contracts/ebd'

/**
 * The Sunday school's quarter (trimestre, docs/ebd.md): its Sundays, the quarter that covers a
 * day, and the quarter report's figures (attendance per student and class, the students who
 * missed three Sundays in a row, offerings and magazines per class). Pure: computed from the
 * device's rows.
 */

/** A quarter has 13 lessons, one a Sunday. */
export const QUARTER_SUNDAYS = 13

/** Absences in a row (on Sundays the class took its roll) that put a student on the visit list. */
export const MISSED_IN_A_ROW = 3

type QuarterDates = Pick<EbdQuarter, 'startDate' | 'lessons'>

/** The Sunday on or after `date`. */
const sundayOnOrAfter = (date: string) => addDays(date, (7 - weekdayOf(date)) % 7)

/**
 * The quarter's Sundays in order: its 13 Sundays from the first on or after its start, and any
 * lesson dated outside them (a lesson moved to a Saturday still counts its day).
 */
export function quarterSundays(quarter: QuarterDates): string[] {
  const days = new Set<string>()
  const first = sundayOnOrAfter(quarter.startDate)
  for (let i = 0; i < QUARTER_SUNDAYS; i++) days.add(addDays(first, 7 * i))
  for (const lesson of quarter.lessons) days.add(lesson.date)
  return [...days].sort()
}

/** The quarter's last day (its last Sunday or lesson). */
export function quarterEnd(quarter: QuarterDates): string {
  return quarterSundays(quarter).at(-1) ?? quarter.startDate
}

/** The quarter covering `date` (from its start to its last Sunday); the latest start wins. */
export function quarterOn<Q extends QuarterDates & { churchId: string }>(
  quarters: readonly Q[],
  churchId: string,
  date: string,
): Q | null {
  let found: Q | null = null
  for (const q of quarters)
    if (q.churchId === churchId && q.startDate <= date && quarterEnd(q) >= date)
      if (!found || q.startDate > found.startDate) found = q
  return found
}

/** The lesson of the quarter dated `date`, else the one numbered by the Sunday's place. */
export function lessonOn(
  quarter: QuarterDates,
  date: string,
): EbdQuarter['lessons'][number] | null {
  const dated = quarter.lessons.find((l) => l.date === date)
  if (dated) return dated
  const index = quarterSundays({ ...quarter, lessons: [] }).indexOf(date)
  return index < 0 ? null : (quarter.lessons.find((l) => l.number === index + 1) ?? null)
}

/** A student's mark on a Sunday: present, absent, or none (no roll that day, or not enrolled). */
export type Mark = 'present' | 'absent' | null

export interface StudentQuarter {
  studentId: string
  /** One per Sunday of the report, in order. */
  marks: Mark[]
  present: number
  absent: number
  /** The longest run of absences in a row (Sundays without a mark neither break nor extend it). */
  longestMissed: number
  /** The absences in a row up to the last marked Sunday. */
  currentMissed: number
}

export interface ClassQuarter {
  classId: string
  name: string
  /** Sundays this class took its roll. */
  rolls: number
  students: StudentQuarter[]
  /** Marks present over marks taken (0 when none). */
  rate: number
  visitors: number
  bibles: number
  magazines: number
  /** Centavos. */
  offering: number
}

export interface QuarterReport {
  sundays: string[]
  classes: ClassQuarter[]
  /** Students who missed MISSED_IN_A_ROW Sundays in a row or more, longest run first. */
  toVisit: { studentId: string; classId: string; missed: number; ongoing: boolean }[]
  totals: Pick<ClassQuarter, 'rolls' | 'rate' | 'visitors' | 'bibles' | 'magazines' | 'offering'>
}

type EnrolmentSpan = Pick<EbdEnrolment, 'classId' | 'studentId' | 'startDate' | 'endDate'>
type RollRow = Pick<
  EbdRoll,
  'classId' | 'date' | 'present' | 'visitors' | 'bibles' | 'magazines' | 'offering'
>

/**
 * The quarter report of a church's classes: each class's students (anyone enrolled on one of the
 * quarter's Sundays) with their mark each Sunday, and the class's rolls' figures.
 */
export function quarterReport(
  quarter: QuarterDates,
  classes: readonly Pick<EbdClass, 'id' | 'name'>[],
  enrolments: readonly EnrolmentSpan[],
  rolls: readonly RollRow[],
): QuarterReport {
  const sundays = quarterSundays(quarter)
  const index = new Map(sundays.map((d, i) => [d, i]))
  const rollsOf = new Map<string, (RollRow | undefined)[]>()
  for (const r of rolls) {
    const i = index.get(r.date)
    if (i === undefined) continue
    const list = rollsOf.get(r.classId) ?? new Array<RollRow | undefined>(sundays.length)
    list[i] = r
    rollsOf.set(r.classId, list)
  }
  const spansOf = new Map<string, EnrolmentSpan[]>()
  for (const e of enrolments) {
    const list = spansOf.get(e.classId) ?? []
    list.push(e)
    spansOf.set(e.classId, list)
  }
  const first = sundays[0] ?? quarter.startDate
  const last = sundays.at(-1) ?? quarter.startDate

  const result: ClassQuarter[] = [...classes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => {
      const classRolls = rollsOf.get(c.id) ?? []
      const spans = (spansOf.get(c.id) ?? []).filter(
        (e) => e.startDate <= last && (e.endDate === null || e.endDate >= first),
      )
      const byStudent = new Map<string, EnrolmentSpan[]>()
      for (const e of spans) byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e])
      const students = [...byStudent].map(([studentId, own]) =>
        studentQuarter(studentId, own, sundays, classRolls),
      )
      const taken = classRolls.filter((r): r is RollRow => r !== undefined)
      const marked = students.reduce((s, st) => s + st.present + st.absent, 0)
      const present = students.reduce((s, st) => s + st.present, 0)
      return {
        classId: c.id,
        name: c.name,
        rolls: taken.length,
        students,
        rate: marked === 0 ? 0 : present / marked,
        visitors: sum(taken, (r) => r.visitors),
        bibles: sum(taken, (r) => r.bibles),
        magazines: sum(taken, (r) => r.magazines),
        offering: sum(taken, (r) => r.offering),
      }
    })

  const toVisit = result
    .flatMap((c) =>
      c.students
        .filter((s) => s.longestMissed >= MISSED_IN_A_ROW)
        .map((s) => ({
          studentId: s.studentId,
          classId: c.classId,
          missed: s.longestMissed,
          ongoing: s.currentMissed >= MISSED_IN_A_ROW,
        })),
    )
    .sort((a, b) => Number(b.ongoing) - Number(a.ongoing) || b.missed - a.missed)
  const marked = sum(result, (c) => sum(c.students, (s) => s.present + s.absent))
  const present = sum(result, (c) => sum(c.students, (s) => s.present))
  return {
    sundays,
    classes: result,
    toVisit,
    totals: {
      rolls: sum(result, (c) => c.rolls),
      rate: marked === 0 ? 0 : present / marked,
      visitors: sum(result, (c) => c.visitors),
      bibles: sum(result, (c) => c.bibles),
      magazines: sum(result, (c) => c.magazines),
      offering: sum(result, (c) => c.offering),
    },
  }
}

function studentQuarter(
  studentId: string,
  spans: readonly EnrolmentSpan[],
  sundays: readonly string[],
  rolls: readonly (RollRow | undefined)[],
): StudentQuarter {
  let present = 0
  let absent = 0
  let run = 0
  let longest = 0
  const marks = sundays.map((day, i): Mark => {
    const roll = rolls[i]
    const enrolled = spans.some(
      (e) => e.startDate <= day && (e.endDate === null || e.endDate >= day),
    )
    if (!roll || !enrolled) return null
    if (roll.present[studentId] === true) {
      present++
      run = 0
      return 'present'
    }
    absent++
    run++
    longest = Math.max(longest, run)
    return 'absent'
  })
  return { studentId, marks, present, absent, longestMissed: longest, currentMissed: run }
}

function sum<T>(rows: readonly T[], of: (row: T) => number): number {
  let total = 0
  for (const row of rows) total += of(row)
  return total
}
