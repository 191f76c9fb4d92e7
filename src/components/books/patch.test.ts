import { describe, expect, it } from 'vitest'
import { changedFields } from './patch'

describe('changedFields', () => {
  it('keeps only what changed, including a change to null', () => {
    const row = { amount: 100, memberId: 'm1' as string | null, notes: '' }
    expect(changedFields(row, { amount: 100, memberId: null, notes: '' })).toEqual({
      memberId: null,
    })
    expect(changedFields(row, { amount: 250 })).toEqual({ amount: 250 })
    expect(changedFields(row, {})).toEqual({})
  })
})
