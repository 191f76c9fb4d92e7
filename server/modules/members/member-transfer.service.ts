import type { MemberTransferArgs } from '../../../sync/contracts/members'
import { assertWritable, canRead, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import {
  findLiveChurch,
  findMember,
  insertTransfer,
  moveCategoryChanges,
  updateMemberRow,
} from './members.repo'
import { newCardToken } from './member-card.service'
import { holdsTreasury, memberScopeOf, permissionOf, validationError } from './member-rules'

/**
 * member.transfer: the user must be able to edit the member (write scope on the origin); the
 * destination is a live church of the same client, consistent with the convention/field/sector
 * given. Records the transfer and moves the member (and its category history) there; the member
 * is the destination's since the transfer's date, received by letter.
 */
export async function transferMember(
  db: DbOrTx,
  auth: AuthContext,
  args: MemberTransferArgs,
): Promise<void> {
  if (args.titheStatus !== undefined && args.titheStatus !== null && !holdsTreasury(auth))
    throw new ApiError('forbidden')
  await atomic(db, async (tx) => {
    const member = await findMember(tx, args.memberId, true)
    if (!member || !canRead(auth, memberScopeOf(member))) throw new ApiError('not_found')
    requirePermission(auth, permissionOf('EDIT', member.status))
    assertWritable(auth, memberScopeOf(member))
    const church = await findLiveChurch(tx, args.to.churchId)
    if (!church || church.clientId !== member.clientId)
      throw validationError('to.churchId', 'transfer_destination_invalid')
    const { to } = args
    if (
      church.conventionId !== to.conventionId ||
      (to.fieldId && church.fieldId !== to.fieldId) ||
      (to.sectorId && church.sectorId !== to.sectorId)
    )
      throw validationError('to.churchId', 'transfer_destination_inconsistent')
    if (church.id === member.churchId) throw validationError('to.churchId', 'transfer_same_church')
    const place = {
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
    }
    const origin = await findLiveChurch(tx, member.churchId)
    const recorded = await insertTransfer(tx, {
      id: args.id,
      clientId: member.clientId,
      memberId: member.id,
      memberName: `${member.name} ${member.surname}`.trim(),
      fromConventionId: member.conventionId,
      fromFieldId: member.fieldId,
      fromSectorId: member.sectorId,
      fromChurchId: member.churchId,
      toConventionId: place.conventionId,
      toFieldId: place.fieldId,
      toSectorId: place.sectorId,
      toChurchId: place.churchId,
      fromChurchName: origin?.name ?? '',
      toChurchName: church.name,
      date: args.date,
      titheStatus: args.titheStatus ?? member.titheStatus,
      byUserId: auth.userId,
    })
    if (!recorded) throw new ApiError('conflict')
    // Member of the destination since the transfer's date, received by letter (docs/members.md).
    // A new card token: the cards printed at the origin read invalid (issue 52).
    await updateMemberRow(tx, member.id, {
      ...place,
      admissionDate: args.date,
      admissionWay: 'letter',
      cardToken: newCardToken(),
    })
    await moveCategoryChanges(tx, member.id, place)
  })
}
