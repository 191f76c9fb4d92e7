import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { memberBadges } from './labels'

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

// Issue 48: a visitor's record showed two 'Visitante' badges (its status and its category).
describe("a record's badges", () => {
  it('shows a visitor one Visitante badge', () => {
    expect(memberBadges({ status: 'visitor', category: 'visitor' }).map((b) => b.label)).toEqual([
      'Visitante',
    ])
  })

  it("shows a member's status and category", () => {
    expect(memberBadges({ status: 'active', category: 'deacon' })).toEqual([
      { kind: 'status', label: 'Ativo' },
      { kind: 'category', label: 'Diácono' },
    ])
  })
})
