import { describe, expect, it } from 'vitest'
import { studentsOn } from '../../../sync'
import { leaveClass, moveStudent } from './enrolment-moves'

const enrolments = [
  { id: 'e1', classId: 'j', studentId: 'ana', startDate: '2026-01-04', endDate: null },
  { id: 'e2', classId: 'j', studentId: 'bia', startDate: '2026-11-29', endDate: null },
  { id: 'e3', classId: 'a', studentId: 'caio', startDate: '2026-01-04', endDate: '2026-06-30' },
]

describe('moving a student between classes', () => {
  it('ends the enrolment the day before the move, keeping the Sundays they were there', () => {
    const move = moveStudent(enrolments, 'j', 'a', 'ana', '2026-11-29')
    expect(move).toEqual({
      end: { kind: 'end', id: 'e1', endDate: '2026-11-28' },
      start: { classId: 'a', studentId: 'ana', startDate: '2026-11-29' },
    })
    const after = [
      { ...enrolments[0]!, endDate: '2026-11-28' },
      { id: 'e4', ...move.start, endDate: null },
    ]
    expect(studentsOn(after, 'j', '2026-11-22')).toEqual(['ana'])
    expect(studentsOn(after, 'j', '2026-11-29')).toEqual([])
    expect(studentsOn(after, 'a', '2026-11-29')).toEqual(['ana'])
  })

  it('deletes an enrolment that begins on the day it is left (no history to keep)', () => {
    expect(leaveClass(enrolments, 'j', 'bia', '2026-11-29')).toEqual({ kind: 'delete', id: 'e2' })
  })

  it('finds nothing to end outside the enrolment', () => {
    expect(leaveClass(enrolments, 'a', 'caio', '2026-11-29')).toBeNull()
    expect(leaveClass(enrolments, 'a', 'ana', '2026-11-29')).toBeNull()
  })
})
