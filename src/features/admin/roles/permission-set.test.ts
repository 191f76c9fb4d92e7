import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, PERMISSION_ENTITIES, type Permission } from '../../../../sync'
import { checkState, togglePermissions } from './permission-set'

const everything = () => true
const deletes = ALL_PERMISSIONS.filter((p) => p.startsWith('DELETE_'))

describe('permission selection of the roles screen', () => {
  it('select-all minus the deletes leaves three per entity, VISITOR included', () => {
    const all = togglePermissions([], ALL_PERMISSIONS, true, everything)
    expect(all).toHaveLength(PERMISSION_ENTITIES.length * 4)
    const noDeletes = togglePermissions(all, deletes, false, everything)
    expect(noDeletes).toHaveLength(PERMISSION_ENTITIES.length * 3)
    expect(noDeletes).toContain('EDIT_VISITOR')
    expect(checkState(noDeletes, ALL_PERMISSIONS, everything)).toBe('indeterminate')
    expect(checkState(noDeletes, deletes, everything)).toBe(false)
  })

  it("an entity's row: partly held is indeterminate, then all, then none", () => {
    const row: Permission[] = ['VIEW_CHURCHES', 'ADD_CHURCHES', 'EDIT_CHURCHES', 'DELETE_CHURCHES']
    expect(checkState(['VIEW_CHURCHES'], row, everything)).toBe('indeterminate')
    const full = togglePermissions(['VIEW_CHURCHES', 'VIEW_USERS'], row, true, everything)
    expect(checkState(full, row, everything)).toBe(true)
    expect(togglePermissions(full, row, false, everything)).toEqual(['VIEW_USERS'])
  })

  it('never grants or removes what the user may not grant (anti-escalation)', () => {
    const onlyMembers = (p: Permission) => p.endsWith('_MEMBER')
    expect(togglePermissions([], ALL_PERMISSIONS, true, onlyMembers).sort()).toEqual([
      'ADD_MEMBER',
      'DELETE_MEMBER',
      'EDIT_MEMBER',
      'VIEW_MEMBER',
    ])
    // A permission the role already has but the editor lacks stays as it was.
    expect(togglePermissions(['VIEW_USERS'], ALL_PERMISSIONS, false, onlyMembers)).toEqual([
      'VIEW_USERS',
    ])
    expect(checkState([], ['VIEW_USERS'], onlyMembers)).toBe(false)
  })

  it('keeps the canonical order and no duplicates', () => {
    const out = togglePermissions(['EDIT_USERS', 'VIEW_USERS'], ['VIEW_USERS'], true, everything)
    expect(out).toEqual(['VIEW_USERS', 'EDIT_USERS'])
  })
})
