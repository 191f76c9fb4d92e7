import { describe, expect, it } from 'vitest'
import { buildMemberSearchIndex, queryTerms, searchMembers } from './search-index'

const rows = [
  {
    id: '1',
    name: 'José',
    surname: 'da Silva',
    cpf: '52998224725',
    email: 'jose@igreja.org',
    phone: '(11) 98765-4321',
  },
  { id: '2', name: 'Ana', surname: 'Conceição', cpf: '111.444.777-35', email: null, phone: null },
  {
    id: '3',
    name: 'Antônio',
    surname: 'Souza',
    cpf: null,
    email: 'TONY@mail.com',
    phone: '21 3333-4444',
  },
  { id: '4', name: 'Álvaro', surname: 'Jose Pires', cpf: null, email: null, phone: null },
]
const index = buildMemberSearchIndex(rows)
const ids = (query: string) => searchMembers(index, query).rows.map((r) => r.id)

describe('member search index', () => {
  it('sorts by name the pt-BR way (accents do not push a name to the end)', () => {
    expect(index.rows.map((r) => r.name)).toEqual(['Álvaro', 'Ana', 'Antônio', 'José'])
  })

  it('ignores accents and case on both sides', () => {
    expect(ids('jose')).toEqual(['4', '1'])
    expect(ids('JOSÉ')).toEqual(['4', '1'])
    expect(ids('conceicao')).toEqual(['2'])
    expect(ids('antonio')).toEqual(['3'])
  })

  it('needs every word, in any field', () => {
    expect(ids('jose silva')).toEqual(['1'])
    expect(ids('silva jose')).toEqual(['1'])
    expect(ids('jose pires')).toEqual(['4'])
    expect(ids('jose nobody')).toEqual([])
  })

  it('finds a CPF typed with or without mask, whichever way it was stored', () => {
    expect(ids('529.982.247-25')).toEqual(['1'])
    expect(ids('52998224725')).toEqual(['1'])
    expect(ids('111444')).toEqual(['2'])
    expect(ids('111.444.777-35')).toEqual(['2'])
    expect(ids('529.982.247-26')).toEqual([])
  })

  it('finds e-mail and phone (masked or not)', () => {
    expect(ids('tony@mail')).toEqual(['3'])
    expect(ids('(11) 98765-4321')).toEqual(['1'])
    expect(ids('3333-4444')).toEqual(['3'])
  })

  it('an empty query lists everything; limit cuts rows but not the total', () => {
    expect(searchMembers(index, '   ').total).toBe(4)
    const limited = searchMembers(index, 'a', 2)
    expect(limited.rows).toHaveLength(2)
    expect(limited.total).toBe(4)
  })

  it('splits the query into index terms', () => {
    expect(queryTerms('  Zé  (11) 9876-5432 ')).toEqual(['ze', '11', '98765432'])
  })

  it('matches every word over 50,000 rows', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      name: `Membro ${i} Conceição`,
      surname: `Sobrenome ${i % 977}`,
      cpf: String(10_000_000_000 + i * 7919),
      email: `m${i}@igreja.org`,
      phone: `11 9${String(i).padStart(8, '0')}`,
    }))
    const big = buildMemberSearchIndex(many)
    const result = searchMembers(big, 'conceicao 4999')
    expect(result.total).toBeGreaterThan(0)
    expect(
      result.rows.every(
        (r) =>
          r.name.includes('4999') ||
          r.surname.includes('4999') ||
          r.cpf.includes('4999') ||
          r.phone.includes('4999') ||
          r.email.includes('4999'),
      ),
    ).toBe(true)
  })
})
