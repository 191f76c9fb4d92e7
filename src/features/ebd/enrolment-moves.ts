import { addDays, type EbdEnrolment } from '../../../sync'

type Span = Pick<EbdEnrolment, 'id' | 'classId' | 'studentId' | 'startDate' | 'endDate'>

/** What ends a student's enrolment from `date` on: its end the day before, or its deletion when it starts that day or later. */
export type EnrolmentEnd =
  { kind: 'end'; id: string; endDate: string } | { kind: 'delete'; id: string }

/**
 * A student leaves a class on `date` (the Sunday shown): the enrolment covering that day ends the
 * day before (its history stays: the Sundays they were there still count), or is deleted when it
 * had not begun before that day. Null when no enrolment of that class covers the day.
 */
export function leaveClass(
  enrolments: readonly Span[],
  classId: string,
  studentId: string,
  date: string,
): EnrolmentEnd | null {
  const current = enrolments.find(
    (e) =>
      e.classId === classId &&
      e.studentId === studentId &&
      e.startDate <= date &&
      (e.endDate === null || e.endDate >= date),
  )
  if (!current) return null
  return current.startDate >= date
    ? { kind: 'delete', id: current.id }
    : { kind: 'end', id: current.id, endDate: addDays(date, -1) }
}

/** A move to another class on `date`: the old enrolment ended (or deleted) and a new one from that day. */
export function moveStudent(
  enrolments: readonly Span[],
  from: string,
  to: string,
  studentId: string,
  date: string,
): { end: EnrolmentEnd | null; start: { classId: string; studentId: string; startDate: string } } {
  return {
    end: leaveClass(enrolments, from, studentId, date),
    start: { classId: to, studentId, startDate: date },
  }
}
