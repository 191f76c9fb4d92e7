import { describe, expect, it } from 'vitest'
import { inWriteScope, indexHierarchy, pathOf, type NodeRow } from './hierarchy-data'

const conv: NodeRow = { id: 'c1', name: 'Convenção', conventionId: 'c1' }
const field: NodeRow = { id: 'f1', name: 'Campo', conventionId: 'c1' }
const sector: NodeRow = { id: 's1', name: 'Setor', conventionId: 'c1', fieldId: 'f1' }
/** A church created offline: the mirror row has only its sector. */
const pending: NodeRow = { id: 'ch1', name: 'Igreja nova', sectorId: 's1' }
const index = indexHierarchy({
  conventions: [conv],
  fields: [field],
  sectors: [sector],
  churches: [pending],
})

describe('hierarchy paths and scope', () => {
  it('fills the ancestors of a pending church from its sector and field', () => {
    expect(pathOf(index, 'church', pending)).toEqual({
      conventionId: 'c1',
      fieldId: 'f1',
      sectorId: 's1',
      churchId: 'ch1',
    })
  })
  it('a field user writes inside their field only', () => {
    const user = {
      administrator: false,
      node: { conventionId: 'c1', fieldId: 'f1', sectorId: null, churchId: null },
    }
    expect(inWriteScope(pathOf(index, 'sector', sector), user)).toBe(true)
    expect(inWriteScope(pathOf(index, 'field', field), user)).toBe(true)
    expect(inWriteScope(pathOf(index, 'convention', conv), user)).toBe(false)
    const other: NodeRow = { id: 'f2', name: 'Outro', conventionId: 'c1' }
    expect(inWriteScope(pathOf(index, 'field', other), user)).toBe(false)
  })
  it('an administrator writes everywhere', () => {
    const admin = {
      administrator: true,
      node: { conventionId: 'c9', fieldId: null, sectorId: null, churchId: null },
    }
    expect(inWriteScope(pathOf(index, 'convention', conv), admin)).toBe(true)
  })
})
