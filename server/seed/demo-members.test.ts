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
