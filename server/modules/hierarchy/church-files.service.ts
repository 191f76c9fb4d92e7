import { CHURCH_IMAGE_MAX_BYTES, type ChurchFileType } from '../../../sync/contracts/hierarchy'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { ApiError } from '../../http/errors'
import { findChurchFile, upsertChurchFile, type ChurchFileRow } from './church-files.repo'
import { findChurch } from './churches.repo'
import { churchScopeOf } from './churches.service'
import { writableRow } from '../../access/row-guard'
import { detectImageType } from './image-type'

/** The URL the app puts in <img src> for a church image. */
export const churchFileUrl = (churchId: string, fileType: string) =>
  `/api/churches/v1/${churchId}/file/${fileType}`

/** Stores a church image: PNG, JPEG or WebP by magic bytes, at most 2 MB; needs EDIT_CHURCHES on the church. */
export async function uploadChurchImage(
  db: DbOrTx,
  auth: AuthContext,
  input: { churchId: string; fileType: ChurchFileType; content: Uint8Array },
): Promise<{ file: string }> {
  requirePermission(auth, 'EDIT_CHURCHES')
  const church = writableRow(auth, await findChurch(db, input.churchId), churchScopeOf)
  if (input.content.byteLength > CHURCH_IMAGE_MAX_BYTES) throw new ApiError('payload_too_large')
  const mimeType = detectImageType(input.content)
  if (!mimeType) throw new ApiError('unsupported_media_type')
  await upsertChurchFile(db, {
    churchId: church.id,
    fileType: input.fileType,
    clientId: church.clientId,
    conventionId: church.conventionId,
    mimeType,
    size: input.content.byteLength,
    content: input.content,
  })
  return { file: churchFileUrl(church.id, input.fileType) }
}

/**
 * A church image for <img src>, which cannot send a bearer header: served without a session,
 * but only for a live church (logos are public branding, not secret; see docs/decisions.md).
 */
export async function readChurchImage(
  db: DbOrTx,
  churchId: string,
  fileType: string,
): Promise<ChurchFileRow> {
  const church = await findChurch(db, churchId)
  const file = church ? await findChurchFile(db, church.id, fileType) : undefined
  if (!file) throw new ApiError('not_found')
  return file
}
