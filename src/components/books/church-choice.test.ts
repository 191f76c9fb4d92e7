import { describe, expect, it } from 'vitest'
import type { Church } from '../../../sync'
import { churchChoiceOf } from './use-church'

const church = (id: string, name: string, sectorId: string) =>
  ({ id, name, sectorId, fieldId: 'f1', conventionId: 'cv' }) as Church
const CHURCHES = [
  church('c1', 'Igreja Sede Campinas', 's1'),
  church('c2', 'Congregação São Bernardo', 's1'),
  church('c3', 'Congregação Jardim Europa', 's2'),
]
const at = (
  node: Partial<Record<'conventionId' | 'fieldId' | 'sectorId' | 'churchId', string>>,
) => ({
  node: { conventionId: 'cv', fieldId: null, sectorId: null, churchId: null, ...node },
  congregation: null,
})

describe("whether a list names each row's church", () => {
  it('a sector or field user is above several churches: named', () => {
    const sector = churchChoiceOf(CHURCHES, at({ fieldId: 'f1', sectorId: 's1' }))
    expect(sector.several).toBe(true)
    expect(sector.churches.map((c) => c.id)).toEqual(['c2', 'c1'])
    expect(sector.nameOf('c2')).toBe('Congregação São Bernardo')
    expect(churchChoiceOf(CHURCHES, at({ fieldId: 'f1' })).several).toBe(true)
    expect(churchChoiceOf(CHURCHES, { node: at({}).node, congregation: null }).several).toBe(true)
  })

  it("a church's user, or a sector of one church, is not", () => {
    expect(
      churchChoiceOf(CHURCHES, at({ fieldId: 'f1', sectorId: 's1', churchId: 'c1' })).several,
    ).toBe(false)
    expect(churchChoiceOf(CHURCHES, at({ fieldId: 'f1', sectorId: 's2' })).several).toBe(false)
  })
})
