import { describe, expect, it } from 'vitest'
import type { Member } from '../../../../sync'
import { parseCsv } from '../import/csv'
import { memberExportCsv, memberExportJson } from './member-export'

const member = {
  id: 'm1',
  name: 'José',
  surname: 'da Silva',
  cpf: '52998224725',
  address: { cep: '01001000', city: 'São Paulo; SP' },
  salary: null,
} as unknown as Member

describe('member export', () => {
  const data = {
    exportedAt: '2026-11-22T10:00:00.000Z',
    member,
    categoryChanges: [
      { previousCategory: 'member', newCategory: 'deacon', changedOn: '2026-01-02' },
    ],
    transfers: [],
  } as never

  it('JSON holds everything', () => {
    expect(JSON.parse(memberExportJson(data))).toMatchObject({
      member: { name: 'José', address: { cep: '01001000' } },
    })
  })

  it('CSV has one field per line, nested keys dotted, values escaped', () => {
    const rows = parseCsv(memberExportCsv(data))
    expect(rows[0]).toEqual(['field', 'value'])
    expect(rows).toContainEqual(['member.address.city', 'São Paulo; SP'])
    expect(rows).toContainEqual(['member.salary', ''])
    expect(rows).toContainEqual(['categoryChanges.0.newCategory', 'deacon'])
  })

  it('CSV writes a formula-like name as text (OWASP CSV injection)', () => {
    const evil = {
      ...(data as object),
      member: { ...member, name: '=HYPERLINK("http://x","y")' },
    } as never
    const rows = parseCsv(memberExportCsv(evil))
    expect(rows).toContainEqual(['member.name', `'=HYPERLINK("http://x","y")`])
  })
})
