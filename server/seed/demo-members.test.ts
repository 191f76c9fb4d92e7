import { describe, expect, it } from 'vitest'
import { peopleGenerator } from './demo-members'

const church = {
  id: 'c',
  clientId: 'k',
  conventionId: 'v',
  fieldId: 'f',
  sectorId: 's',
}

describe('demo people', () => {
  it('never carry the same surname twice ("Joaquim Souza Souza")', () => {
    const person = peopleGenerator(7, 100_000_000)
    const surnames = Array.from({ length: 5_000 }, () => person(church, 'active', null).surname)
    // "da Silva da Silva" and "Souza Souza" alike: the second half never repeats the first.
    const doubled = surnames.filter((s) => {
      const words = s.split(' ')
      for (let cut = 1; cut < words.length; cut++)
        if (words.slice(0, cut).join(' ') === words.slice(cut).join(' ')) return true
      return false
    })
    expect(doubled).toEqual([])
    expect(new Set(surnames).size).toBeGreaterThan(300)
  })
})

describe('demo admission dates', () => {
  it('every member has one, never in the future, a few this year; visitors none', () => {
    const person = peopleGenerator(11, 200_000_000)
    // UTC: the seed's own calendar.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date())
    const members = Array.from({ length: 400 }, () => person(church, 'active', null))
    expect(members.every((m) => m.admissionDate && m.admissionDate <= today)).toBe(true)
    expect(members.filter((m) => m.admissionWay === 'baptism').length).toBeGreaterThan(100)
    const thisYear = members.filter((m) => m.admissionDate!.startsWith(today.slice(0, 4)))
    expect(thisYear.length).toBeGreaterThan(5)
    expect(thisYear.length).toBeLessThan(60)
    const visitor = person(church, 'visitor', null)
    expect([visitor.admissionDate, visitor.admissionWay]).toEqual([null, null])
  })
})
