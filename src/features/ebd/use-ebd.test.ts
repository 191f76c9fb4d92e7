import { describe, expect, it } from 'vitest'
import { visibleClasses } from './use-ebd'

const classes = [
  { id: 'j', teacherIds: ['m1', 'm2'] },
  { id: 'a', teacherIds: ['m3'] },
]

describe("a teacher's class list", () => {
  it('shows a teacher (no EDIT_EBD) only the classes listing their member', () => {
    expect(visibleClasses(classes, { manage: false, memberId: 'm2' }).map((c) => c.id)).toEqual([
      'j',
    ])
    expect(visibleClasses(classes, { manage: false, memberId: null })).toEqual([])
  })
  it('shows the superintendent every class, and all while the device does not know the member', () => {
    expect(visibleClasses(classes, { manage: true, memberId: 'm2' })).toHaveLength(2)
    expect(visibleClasses(classes, { manage: false, memberId: undefined })).toHaveLength(2)
  })
})
