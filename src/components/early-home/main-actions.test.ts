import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../../sync'
import { greetingOf, mainActions } from './main-actions'

function user(fields: {
  permissions?: string[]
  name?: string
  fullName?: string
  congregation?: { name: string } | null
}): SessionUser {
  return {
    name: fields.name ?? 'Maria Aparecida Sá',
    fullName: fields.fullName ?? 'Maria Aparecida Sá',
    congregation: fields.congregation ?? null,
    client: { name: 'Assembleia de Deus em Campinas' },
    role: { id: 'r', name: 'Tesoureira', levelOrder: 3, permissions: fields.permissions ?? [] },
  } as unknown as SessionUser
}

describe('mainActions', () => {
  it('gives the treasurer the service mode first (the one filled button) and the bills, filtered to open', () => {
    const actions = mainActions(user({ permissions: ['ADD_TITHING', 'VIEW_EXPENSES'] }))
    expect(actions.map((a) => a.key)).toEqual(['service', 'bills'])
    expect(actions.map((a) => a.primary)).toEqual([true, false])
    expect(actions[1]?.target).toEqual({ to: '/expenses', search: { situacao: 'open' } })
  })

  it('gives the secretary a new member and a new visitor, and nothing of the treasury', () => {
    const actions = mainActions(user({ permissions: ['ADD_MEMBER', 'VIEW_MEMBERS'] }))
    expect(actions.map((a) => a.target.to)).toEqual(['/members/new', '/visitors/new'])
  })

  it('gives nothing to a role without these permissions, or to no user', () => {
    expect(mainActions(user({ permissions: ['VIEW_MEMBERS'] }))).toEqual([])
    expect(mainActions(null)).toEqual([])
  })
})

describe('greetingOf', () => {
  it('greets by the first name, with the congregation and the role', () => {
    expect(greetingOf(user({ congregation: { name: 'Congregação Vila Rica' } }))).toEqual({
      name: 'Maria',
      place: 'Congregação Vila Rica',
      role: 'Tesoureira',
    })
  })

  it('names the organisation where the user has no congregation, and the full name when the first is blank', () => {
    expect(greetingOf(user({ name: '  ', fullName: 'Sá' }))).toMatchObject({
      name: 'Sá',
      place: 'Assembleia de Deus em Campinas',
    })
  })
})
