import { hasPermission } from '../../../sync/contracts/permissions'
import { canRead } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findMember } from '../members/members.repo'
import { memberLinked } from './users.repo'

/**
 * A user's member record (spec §3 "member link"): a live member the caller may read (VIEW_MEMBER
 * and their subtree), linked to no other live user. null unlinks.
 */
export async function assertLinkableMember(
  db: DbOrTx,
  auth: AuthContext,
  memberId: string | null | undefined,
  userId: string,
): Promise<void> {
  if (!memberId) return
  const member = await findMember(db, memberId)
  if (!member || !hasPermission(auth.permissions, 'VIEW_MEMBER') || !canRead(auth, member))
    throw new ApiError(
      'validation_failed',
      [{ path: 'memberId', code: 'custom', message: 'member_not_linkable' }],
      'member_not_linkable',
    )
  if (await memberLinked(db, memberId, userId))
    throw new ApiError('conflict', { reason: 'member_already_linked' }, 'member_already_linked')
}
