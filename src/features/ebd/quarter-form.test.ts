import { describe, expect, it } from 'vitest'
import { lessonsOf } from './quarter-form'

describe("a quarter's lessons as typed", () => {
  it('keeps those with a title, numbered by row, dated as typed or on the Sunday of their number', () => {
    const drafts = [
      { title: ' A criação ', date: '' },
      { title: '', date: '2027-01-10' },
      { title: 'Abraão', date: '2027-01-23' },
      { title: 'Isaque', date: '' },
    ]
    expect(lessonsOf('2027-01-01', drafts)).toEqual([
      { number: 1, title: 'A criação', date: '2027-01-03' },
      { number: 3, title: 'Abraão', date: '2027-01-23' },
      { number: 4, title: 'Isaque', date: '2027-01-24' },
    ])
  })
})
