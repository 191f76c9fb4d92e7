import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS } from '../../../sync/contracts/permissions'
import type { AuthContext } from '../../access/auth-context'
import '../../sync-catalog'
import { pullPlan } from './pull-plan'

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

const paramsOf = (auth: AuthContext, initial: boolean) => {
  const plan = pullPlan(auth, initial)
  return [plan.seqs, plan.rows, plan.count].flatMap((s) => s?.query.params ?? [])
}

describe('pullPlan', () => {
  it('is shared by users of one role at one place, and built again for another place', () => {
    const ana = treasurer('ana', CHURCH_A)
    expect(pullPlan(ana, false)).toBe(pullPlan(treasurer('bia', CHURCH_A), false))
    expect(pullPlan(ana, false)).not.toBe(pullPlan(treasurer('caio', CHURCH_B), false))
    expect(pullPlan(ana, false)).not.toBe(pullPlan(ana, true))
  })

  it("carries only its own place's ids, with the cursor, bound and limit left as placeholders", () => {
    for (const initial of [true, false]) {
      const a = paramsOf(treasurer('ana', CHURCH_A), initial)
      const b = paramsOf(treasurer('caio', CHURCH_B), initial)
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
    expect(pullPlan(auth, true).departures).toEqual([])
    expect(pullPlan(auth, true).count).not.toBeNull()
    expect(pullPlan(auth, false).departures.length).toBeGreaterThan(0)
    expect(pullPlan(auth, false).count).toBeNull()
  })
})
