import { describe, expect, it } from 'vitest'
import { buildMemberIndex, searchMembers } from './member-search'

const members = [
  { id: '1', name: 'José', surname: 'da Silva' },
  { id: '2', name: 'Joana', surname: 'Souza' },
  { id: '3', name: 'Maria', surname: 'José Ribeiro' },
  { id: '4', name: 'Ângela', surname: 'Conceição' },
  { id: '5', name: 'Marcos', surname: 'Josefino' },
]
const index = buildMemberIndex(members)
const ids = (q: string, limit?: number) => searchMembers(index, q, limit).map((m) => m.id)

describe('member search of service mode', () => {
  it('ignores accents and case', () => {
    expect(ids('angela')).toEqual(['4'])
    expect(ids('CONCEICAO')).toEqual(['4'])
    expect(ids('jOsÉ')).toEqual(['1', '5', '3'])
  })

  it('ranks a name that starts with the text first, then word starts, then anything inside', () => {
    expect(ids('jo')).toEqual(['2', '1', '5', '3'])
    expect(ids('jo sil')).toEqual(['1'])
    expect(ids('ribeiro m')).toEqual(['3'])
    expect(ids('efin')).toEqual(['5'])
  })

  it('answers nothing for empty text and keeps to the limit', () => {
    expect(ids('   ')).toEqual([])
    expect(ids('a', 2)).toHaveLength(2)
    expect(ids('zzz')).toEqual([])
  })
})
