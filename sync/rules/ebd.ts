import { addDays, weekdayOf } from '../contracts/dates'
import type { EbdClass, EbdEnrolment, EbdRoll } from '../contracts/ebd'

/**
 * The Sunday school's figures (docs/ebd.md): who is in a class on a day, a roll's figures as a
 * church reads them aloud ("matriculados, presentes, ausentes, visitantes, Bíblias, revistas,
 * oferta"), and the superintendent's Sunday summary across classes. Pure: the screens and the
 * reports compute them from the mirror alike.
 */

type EnrolmentSpan = Pick<EbdEnrolment, 'classId' | 'studentId' | 'startDate' | 'endDate'>
type RollMarks = Pick<
  EbdRoll,
  'classId' | 'present' | 'visitors' | 'bibles' | 'magazines' | 'offering'
>

/** The students of a class on `date`: enrolled from on or before it, not left before it (once each). */
export function studentsOn(
  enrolments: readonly EnrolmentSpan[],
  classId: string,
  date: string,
): string[] {
  const ids = new Set<string>()
  for (const e of enrolments)
    if (e.classId === classId && e.startDate <= date && (e.endDate === null || e.endDate >= date))
      ids.add(e.studentId)
  return [...ids]
}

export interface RollFigures {
  enrolled: number
  present: number
  absent: number
  visitors: number
  /** Present students plus visitors. */
  attendance: number
  bibles: number
  magazines: number
  /** Centavos. */
  offering: number
}

/** A roll's figures over the class's students on its day (a mark of someone not enrolled then does not count). */
export function rollFigures(roll: RollMarks | undefined, students: readonly string[]): RollFigures {
  const present = roll ? students.filter((id) => roll.present[id] === true).length : 0
  const visitors = roll?.visitors ?? 0
  return {
    enrolled: students.length,
    present,
    absent: students.length - present,
    visitors,
    attendance: present + visitors,
    bibles: roll?.bibles ?? 0,
    magazines: roll?.magazines ?? 0,
    offering: roll?.offering ?? 0,
  }
}

export interface ClassDay {
  classId: string
  name: string
  taken: boolean
  figures: RollFigures
  /** The visitors named on the roll (their count is `figures.visitors`; a name is optional). */
  visitorNames: string[]
}

export interface SundaySummary {
  date: string
  classes: ClassDay[]
  totals: RollFigures
  /** The class with the highest share of its students present (ties: more present, then name); null when no roll. */
  best: ClassDay | null
}

/** The church's Sunday: every class's figures, their totals and the best class by attendance. */
export function sundaySummary(
  classes: readonly Pick<EbdClass, 'id' | 'name'>[],
  enrolments: readonly EnrolmentSpan[],
  rolls: readonly (RollMarks & { date: string; visitorNames?: readonly string[] })[],
  date: string,
): SundaySummary {
  const days: ClassDay[] = [...classes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => {
      const roll = rolls.find((r) => r.classId === c.id && r.date === date)
      return {
        classId: c.id,
        name: c.name,
        taken: roll !== undefined,
        figures: rollFigures(roll, studentsOn(enrolments, c.id, date)),
        visitorNames: [...(roll?.visitorNames ?? [])],
      }
    })
  const totals = days.reduce<RollFigures>(
    (sum, d) => ({
      enrolled: sum.enrolled + d.figures.enrolled,
      present: sum.present + d.figures.present,
      absent: sum.absent + d.figures.absent,
      visitors: sum.visitors + d.figures.visitors,
      attendance: sum.attendance + d.figures.attendance,
      bibles: sum.bibles + d.figures.bibles,
      magazines: sum.magazines + d.figures.magazines,
      offering: sum.offering + d.figures.offering,
    }),
    {
      enrolled: 0,
      present: 0,
      absent: 0,
      visitors: 0,
      attendance: 0,
      bibles: 0,
      magazines: 0,
      offering: 0,
    },
  )
  const share = (d: ClassDay) =>
    d.figures.enrolled === 0 ? 0 : d.figures.present / d.figures.enrolled
  const best =
    days
      .filter((d) => d.taken && d.figures.present > 0)
      .sort(
        (a, b) =>
          share(b) - share(a) ||
          b.figures.present - a.figures.present ||
          a.name.localeCompare(b.name),
      )[0] ?? null
  return { date, classes: days, totals, best }
}

/** The Sunday on or before `date` (YYYY-MM-DD): the day a roll taken today belongs to. */
export function sundayOnOrBefore(date: string): string {
  return addDays(date, -weekdayOf(date))
}
