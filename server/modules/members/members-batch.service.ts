import { defaultCategory, type MemberCreate } from '../../../sync/contracts/members'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { assertMemberRoom } from '../billing/billing.service'
import { assertTreasuryFields, permissionOf, recordCategory, writableChurch } from './member-rules'
import { insertMembers, type ChurchRow } from './members.repo'
import { newMemberValues } from './members.service'

/**
 * New members and visitors replayed together (a spreadsheet imported offline; docs/sync.md,
 * "Batched replay"): createMember's checks for the whole batch — each one's permission and
 * treasury fields, each church one the user may write, room in the plan for the new active
 * members (one count, the subscription locked) — then one insert, which skips a taken id or
 * CPF (its unique indexes), and the category entries. All or nothing: whatever
 * createMember would refuse or answer otherwise (the same create replayed again answers the
 * stored row) throws here, and the caller replays the batch one by one through createMember.
 */
export function createMembers(
  db: DbOrTx,
  auth: AuthContext,
  inputs: readonly MemberCreate[],
): Promise<void> {
  for (const input of inputs) {
    requirePermission(auth, permissionOf('ADD', input.status))
    assertTreasuryFields(auth, input)
  }
  return atomic(db, async (tx) => {
    const churches = new Map<string, ChurchRow>()
    for (const churchId of new Set(inputs.map((input) => input.churchId)))
      churches.set(churchId, await writableChurch(tx, auth, churchId))
    const values = inputs.map((input) =>
      newMemberValues(auth, churches.get(input.churchId) as ChurchRow, input),
    )
    for (const clientId of new Set(values.map((v) => v.clientId))) {
      const active = values.filter((v) => v.clientId === clientId && v.status === 'active')
      if (active.length > 0) await assertMemberRoom(tx, clientId, active.length)
    }
    // A taken id or CPF (members_cpf_uq; twice in the batch too) is skipped by the insert.
    const inserted = await insertMembers(tx, values)
    if (inserted.length !== values.length) throw new ApiError('conflict')
    for (const row of inserted)
      if (row.category !== defaultCategory(row.status)) await recordCategory(tx, auth, row, null)
  })
}
