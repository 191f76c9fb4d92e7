import { describe, expect, it } from 'vitest'
import { clampPage, matchesSearch, pageCount, paginate } from './list-state'

describe('list paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
    expect(pageCount(5, 0)).toBe(1)
  })

  it('keeps the page within range', () => {
    expect(clampPage(0, 30, 10)).toBe(1)
    expect(clampPage(3, 30, 10)).toBe(3)
    expect(clampPage(9, 30, 10)).toBe(3)
    expect(clampPage(Number.NaN, 30, 10)).toBe(1)
  })

  it('slices one page', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1)
    expect(paginate(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(paginate(rows, 3, 10)).toEqual([21, 22, 23])
    expect(paginate(rows, 7, 10)).toEqual([21, 22, 23])
    expect(paginate([], 1, 10)).toEqual([])
  })
})

describe('matchesSearch', () => {
  it('ignores case and accents and needs every word', () => {
    expect(matchesSearch('jose', ['José da Silva'])).toBe(true)
    expect(matchesSearch('SILVA jos', ['José da Silva'])).toBe(true)
    expect(matchesSearch('joão', ['Joao Batista'])).toBe(true)
    expect(matchesSearch('maria', ['José da Silva', null])).toBe(false)
    expect(matchesSearch('  ', ['anything'])).toBe(true)
  })
})
