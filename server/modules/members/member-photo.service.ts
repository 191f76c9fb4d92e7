import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { sniffAttachmentType } from '../../../sync/contracts/treasury'
import { assertWritable, canRead, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import { memberPhotos } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { insertHistory } from './members-history.repo'
import { findMember, updateMemberRow, type MemberRow } from './members.repo'
import { memberScopeOf, permissionOf } from './member-rules'

/**
 * A member's photo (issue 52): a square JPEG the device made (≤ 200 KB, orientation applied,
 * metadata gone), stored in member_photos; the member row's photoKey says which one is current
 * (a device caches by it). Changed or removed by who may edit the member (EDIT_MEMBER or
 * EDIT_VISITOR, in the user's write scope); read by who may read the member.
 */

/** The device makes at most 200 KB; the server holds to it. */
export const PHOTO_MAX_BYTES = 200 * 1024

export const photoError = (code: 'payload_too_large' | 'unsupported_media_type', reason: string) =>
  new ApiError(code, { reason }, reason)

/** The member, when the user may edit it (404 when unreadable, 403 without the permission). */
async function editableMember(tx: DbOrTx, auth: AuthContext, id: string): Promise<MemberRow> {
  const member = await findMember(tx, id, true)
  if (!member || !canRead(auth, memberScopeOf(member))) throw new ApiError('not_found')
  requirePermission(auth, permissionOf('EDIT', member.status))
  assertWritable(auth, memberScopeOf(member))
  return member
}

/**
 * Stores a new photo of the member. `key` is the device's id of the upload: the same upload sent
 * again (the answer was lost) answers the stored photo instead of making another.
 */
export async function putMemberPhoto(
  db: DbOrTx,
  auth: AuthContext,
  input: { memberId: string; key?: string; content: Uint8Array },
): Promise<{ photoKey: string }> {
  if (input.content.byteLength > PHOTO_MAX_BYTES)
    throw photoError('payload_too_large', 'photo_too_large')
  const type = sniffAttachmentType(input.content)
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw photoError('unsupported_media_type', 'photo_unsupported_format')
  return atomic(db, async (tx) => {
    const member = await editableMember(tx, auth, input.memberId)
    const photoKey = input.key ?? uuidv7()
    if (member.photoKey === photoKey) return { photoKey }
    const values = {
      memberId: member.id,
      clientId: member.clientId,
      photoKey,
      mimeType: type,
      size: input.content.byteLength,
      content: input.content,
      updatedAt: new Date().toISOString(),
    }
    await tx
      .insert(memberPhotos)
      .values(values)
      .onConflictDoUpdate({ target: memberPhotos.memberId, set: values })
    await updateMemberRow(tx, member.id, { photoKey })
    await insertHistory(tx, {
      entity: 'members',
      rowId: member.id,
      action: 'update',
      changes: { photoKey: { old: member.photoKey, new: photoKey } },
      userId: auth.userId,
    })
    return { photoKey }
  })
}

/** Removes the member's photo (nothing to remove answers the same). */
export async function removeMemberPhoto(
  db: DbOrTx,
  auth: AuthContext,
  memberId: string,
): Promise<void> {
  await atomic(db, async (tx) => {
    const member = await editableMember(tx, auth, memberId)
    await tx.delete(memberPhotos).where(eq(memberPhotos.memberId, member.id))
    if (member.photoKey === null) return
    await updateMemberRow(tx, member.id, { photoKey: null })
    await insertHistory(tx, {
      entity: 'members',
      rowId: member.id,
      action: 'update',
      changes: { photoKey: { old: member.photoKey, new: null } },
      userId: auth.userId,
    })
  })
}

/** The photo's bytes, when the user may read the member (404 otherwise, or when it has none). */
export async function readMemberPhoto(
  db: DbOrTx,
  auth: AuthContext,
  memberId: string,
): Promise<{ mimeType: string; photoKey: string; content: Uint8Array }> {
  const member = await findMember(db, memberId)
  if (!member || !canRead(auth, memberScopeOf(member))) throw new ApiError('not_found')
  requirePermission(auth, permissionOf('VIEW', member.status))
  const rows = await db
    .select()
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, member.id))
    .limit(1)
  const photo = rows[0]
  if (!photo || member.photoKey === null) throw new ApiError('not_found')
  return { mimeType: photo.mimeType, photoKey: photo.photoKey, content: photo.content }
}

/** Anonymisation: the photo's bytes are deleted (the caller blanks photoKey with the row). */
export async function erasePhoto(tx: DbOrTx, memberId: string): Promise<void> {
  await tx.delete(memberPhotos).where(eq(memberPhotos.memberId, memberId))
}
