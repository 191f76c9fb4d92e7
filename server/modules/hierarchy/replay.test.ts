import { describe, expect, it } from 'vitest'
import { foldText } from './list'
import { omitKeys, replayOrConflict } from './replay'

const stored = {
  id: 'a',
  clientId: 'c1',
  deletedAt: null,
  name: 'Campo',
  permissions: ['VIEW_USERS', 'ADD_USERS'],
}

describe('replayOrConflict', () => {
  it('answers the stored row for the same create replayed (array order aside)', () => {
    expect(
      replayOrConflict(stored, 'c1', {
        id: 'a',
        name: 'Campo',
        permissions: ['ADD_USERS', 'VIEW_USERS'],
        sigla: undefined,
      }),
    ).toBe(stored)
  })
  it('refuses a different body, another client or a deleted row', () => {
    expect(() => replayOrConflict(stored, 'c1', { name: 'Outro' })).toThrow('conflict')
    expect(() => replayOrConflict(stored, 'c2', { name: 'Campo' })).toThrow('conflict')
    expect(() =>
      replayOrConflict({ ...stored, deletedAt: '2026-01-01' }, 'c1', { name: 'Campo' }),
    ).toThrow('conflict')
    expect(() => replayOrConflict(undefined, 'c1', {})).toThrow('conflict')
  })
})

describe('omitKeys and foldText', () => {
  it('drops keys without touching the original', () => {
    const row = { a: 1, b: 2, c: 3 }
    expect(omitKeys(row, ['b', 'c'])).toEqual({ a: 1 })
    expect(row).toEqual({ a: 1, b: 2, c: 3 })
  })
  it('folds case and accents', () => {
    expect(foldText('São JOÃO Ñandú Çedilha')).toBe('sao joao nandu cedilha')
  })
})
