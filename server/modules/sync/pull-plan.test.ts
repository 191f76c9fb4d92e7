import { describe, expect, it } from 'vitest'
import { CATALOG } from '../../../sync/contracts/catalog'
import { ALL_PERMISSIONS } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import '../../sync-catalog'
import { pullPlan, type PullMode } from './pull-plan'

/**
 * Pull plans are cached per scope: users of one role at one place share one, and a plan never
 * carries another place's ids (it would hand one church's rows to another's treasurer).
 */
const CLIENT = '00000000-0000-4000-8000-000000000001'
const SECTOR = '00000000-0000-4000-8000-000000000002'
const CHURCH_A = '00000000-0000-4000-8000-00000000000a'
const CHURCH_B = '00000000-0000-4000-8000-00000000000b'

function treasurer(userId: string, churchId: string): AuthContext {
  return {
    userId,
    sessionId: `session-${userId}`,
    name: userId,
    email: `${userId}@example.com`,
    language: 'pt-BR',
    roleId: 'role-treasurer',
    levelOrder: 4,
    permissions: ALL_PERMISSIONS,
    isAdministrator: false,
    node: { clientId: CLIENT, conventionId: null, fieldId: null, sectorId: SECTOR, churchId },
  }
}

const paramsOf = (auth: AuthContext, mode: PullMode) => {
  const plan = pullPlan(auth, mode)
  return [plan.seqs, plan.rows, plan.count].flatMap((s) => s?.query.params ?? [])
}

describe('pullPlan', () => {
  it('is shared by users of one role at one place, and built again for another place', () => {
    const ana = treasurer('ana', CHURCH_A)
    expect(pullPlan(ana, 'changes')).toBe(pullPlan(treasurer('bia', CHURCH_A), 'changes'))
    expect(pullPlan(ana, 'changes')).not.toBe(pullPlan(treasurer('caio', CHURCH_B), 'changes'))
    expect(pullPlan(ana, 'changes')).not.toBe(pullPlan(ana, 'initial'))
    expect(pullPlan(ana, 'first')).not.toBe(pullPlan(ana, 'rest'))
  })

  it("carries only its own place's ids, with the cursor, bound and limit left as placeholders", () => {
    for (const mode of ['changes', 'initial', 'first', 'rest'] as const) {
      const a = paramsOf(treasurer('ana', CHURCH_A), mode)
      const b = paramsOf(treasurer('caio', CHURCH_B), mode)
      expect(a).toContain(CHURCH_A)
      expect(a).not.toContain(CHURCH_B)
      expect(b).toContain(CHURCH_B)
      expect(b).not.toContain(CHURCH_A)
      // No user's id or session in a shared plan.
      expect(a.filter((p) => typeof p === 'string' && /ana|session/.test(p))).toEqual([])
    }
  })

  it('reads departures only after an initial sync, and counts rows only in one', () => {
    const auth = treasurer('ana', CHURCH_A)
    expect(pullPlan(auth, 'initial').departures).toEqual([])
    expect(pullPlan(auth, 'initial').count).not.toBeNull()
    expect(pullPlan(auth, 'changes').departures.length).toBeGreaterThan(0)
    expect(pullPlan(auth, 'changes').count).toBeNull()
    // The rest of a two-phase sync reads from cursor 0 as changes do, with a total.
    expect(pullPlan(auth, 'first').departures).toEqual([])
    expect(pullPlan(auth, 'rest').departures.length).toBeGreaterThan(0)
    expect(pullPlan(auth, 'rest').count).not.toBeNull()
  })

  it('reads in the first phase only the entities with a first filter', () => {
    const names = (mode: PullMode) =>
      pullPlan(treasurer('ana', CHURCH_A), mode).parts.map((p) => p.entity.name)
    expect(names('first')).toEqual(
      expect.arrayContaining(['churches', 'users', 'members', 'tithes', 'titheMonthTotals']),
    )
    expect(names('first')).not.toContain('assets')
    expect(names('rest')).toEqual(names('changes'))
  })

  it("brings above a sector only the hierarchy, the users and the figures' totals first", () => {
    const admin: AuthContext = {
      ...treasurer('ana', CHURCH_A),
      isAdministrator: true,
      levelOrder: 0,
      node: { clientId: CLIENT, conventionId: null, fieldId: null, sectorId: null, churchId: null },
    }
    const first = pullPlan(admin, 'first').parts.map((p) => p.entity.name)
    expect(first).toEqual(expect.arrayContaining(['churches', 'users', 'titheMonthTotals']))
    for (const rows of ['members', 'tithes', 'revenues', 'expensePayments'])
      expect(first).not.toContain(rows)
  })

  it('keeps a partial mirror apart: its own plan per kept place and years, with the place among its values', () => {
    const ana = treasurer('ana', CHURCH_A)
    const kept = { place: { level: 'church' as const, id: CHURCH_A }, from: '2026-01-01' }
    const plan = pullPlan(ana, 'first', undefined, kept)
    expect(plan).not.toBe(pullPlan(ana, 'first'))
    expect(plan).toBe(pullPlan(treasurer('bia', CHURCH_A), 'first', undefined, { ...kept }))
    expect(plan).not.toBe(pullPlan(ana, 'first', undefined, { ...kept, from: '2025-01-01' }))
    expect(plan.seqs?.query.params).toContain('2026-01-01')
    expect(
      pullPlan(ana, 'first', undefined, kept, 'tithes').parts.map((p) => p.entity.name),
    ).toEqual(['tithes'])
  })

  it("narrows only what the catalog declares: a dated entity's table has its date, a place's its church", () => {
    const ana = treasurer('ana', CHURCH_A)
    for (const { entity } of pullPlan(ana, 'initial').parts) {
      const partial = CATALOG[entity.name].partial
      if (partial) expect(entity.scope.churchId, entity.name).toBeDefined()
      if (partial === 'dated')
        expect((entity.table as unknown as Record<string, unknown>).date, entity.name).toBeDefined()
    }
  })
})
