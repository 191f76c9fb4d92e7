import { describe, expect, it } from 'vitest'
import { destinationOptions } from './destinations'

const churches = [
  { id: 'i1', name: 'Igreja 1', conventionId: 'c1', fieldId: 'f1', sectorId: 's1' },
  { id: 'i2', name: 'Igreja 2', conventionId: 'c1', fieldId: 'f1', sectorId: 's2' },
  { id: 'i3', name: 'Igreja 3', conventionId: 'c2', fieldId: 'f2', sectorId: 's9' },
]
const h = {
  conventions: [
    { id: 'c1', name: 'Conv 1' },
    { id: 'c2', name: 'Conv 2' },
  ],
  fields: [
    { id: 'f1', name: 'Campo 1', conventionId: 'c1' },
    { id: 'f2', name: 'Campo 2', conventionId: 'c2' },
  ],
  sectors: [
    { id: 's1', name: 'Setor 1', fieldId: 'f1' },
    { id: 's2', name: 'Setor 2', fieldId: 'f1' },
  ],
  churches,
}
const unnamed = (kind: string) => `(${kind})`
const values = (list: { value: string }[]) => list.map((o) => o.value)

describe('transfer destinations', () => {
  it('nothing but conventions until one is chosen', () => {
    const o = destinationOptions(h, {}, 'i1', unnamed)
    expect(values(o.conventions)).toEqual(['c1', 'c2'])
    expect(o.fields).toEqual([])
    expect(o.churches).toEqual([])
  })

  it('narrows by the narrowest choice and leaves out the current church', () => {
    expect(values(destinationOptions(h, { conventionId: 'c1' }, 'i1', unnamed).churches)).toEqual([
      'i2',
    ])
    expect(values(destinationOptions(h, { conventionId: 'c1' }, 'i1', unnamed).sectors)).toEqual([
      's1',
      's2',
    ])
    expect(
      values(
        destinationOptions(h, { conventionId: 'c1', fieldId: 'f1', sectorId: 's1' }, 'i3', unnamed)
          .churches,
      ),
    ).toEqual(['i1'])
    expect(values(destinationOptions(h, { conventionId: 'c2' }, 'i1', unnamed).churches)).toEqual([
      'i3',
    ])
  })

  it('offers the nodes of the churches a role sees even when it cannot read the nodes themselves', () => {
    const bare = { conventions: [], fields: [], sectors: [], churches }
    const o = destinationOptions(bare, { conventionId: 'c1' }, 'i1', unnamed)
    expect(o.conventions).toEqual([
      { value: 'c1', label: '(convention)' },
      { value: 'c2', label: '(convention)' },
    ])
    expect(o.fields).toEqual([{ value: 'f1', label: '(field)' }])
    expect(values(o.sectors)).toEqual(['s1', 's2'])
    expect(values(o.churches)).toEqual(['i2'])
  })

  it('leaves out a field or sector it cannot name: the church places the member', () => {
    const bare = { conventions: [], fields: [], sectors: [], churches }
    const o = destinationOptions(bare, { conventionId: 'c1' }, 'i1', (kind) =>
      kind === 'convention' ? 'Convenção atual' : null,
    )
    expect(o.conventions.map((c) => c.label)).toEqual(['Convenção atual', 'Convenção atual'])
    expect(o.fields).toEqual([])
    expect(o.sectors).toEqual([])
    expect(values(o.churches)).toEqual(['i2'])
  })
})
