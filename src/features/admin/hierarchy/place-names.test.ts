import { describe, expect, it } from 'vitest'
import { indexHierarchy, nameOf, pathOf, placeNames, type NodeRow } from './hierarchy-data'

// Issue 50: a secretary reads her churches but not the rows of their sector, field and
// convention, so the churches list showed '—' in those columns.
describe('the places above a church the role may not read', () => {
  const church: NodeRow = {
    id: 'ch1',
    name: 'Congregação Vila Industrial',
    conventionId: 'cv1',
    fieldId: 'f1',
    sectorId: 's1',
  }
  // Her mirror: the church only.
  const index = indexHierarchy({ conventions: [], fields: [], sectors: [], churches: [church] })
  const known = placeNames([
    {
      conventionId: 'cv1',
      conventionName: 'Convenção Paulista',
      fieldId: 'f1',
      fieldName: 'Campo Eclesiástico de Campinas',
      sectorId: 's1',
      sectorName: 'Setor Regional Sul',
    },
  ])

  it('are named from the church directory', () => {
    const path = pathOf(index, 'church', church)
    expect(nameOf(index, 'sector', path.sectorId, known)).toBe('Setor Regional Sul')
    expect(nameOf(index, 'field', path.fieldId, known)).toBe('Campo Eclesiástico de Campinas')
    expect(nameOf(index, 'convention', path.conventionId, known)).toBe('Convenção Paulista')
  })

  it('the mirror’s own name wins, and an unknown place stays “—”', () => {
    const withSector = indexHierarchy({
      conventions: [],
      fields: [],
      sectors: [{ id: 's1', name: 'Setor Sul (renomeado)', fieldId: 'f1' }],
      churches: [church],
    })
    expect(nameOf(withSector, 'sector', 's1', known)).toBe('Setor Sul (renomeado)')
    expect(nameOf(index, 'sector', 's9', known)).toBe('—')
    expect(nameOf(index, 'sector', 's1')).toBe('—')
  })
})
