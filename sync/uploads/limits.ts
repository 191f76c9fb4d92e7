import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  type AttachmentMimeType,
} from '../contracts/treasury'

export {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MIME_TYPES,
  sniffAttachmentType as sniffType,
} from '../contracts/treasury'

/**
 * The spec's upload messages as the server's codes (the screen translates them). The device
 * checks the server's limits (PDF/PNG/JPEG by their first bytes, 5 MB, 5 files per entry)
 * before storing a file, so one that can never be accepted is refused at once, not queued.
 */
export type UploadRefusal =
  'attachment_unsupported_format' | 'attachment_too_large' | 'attachment_max_files'

/** Why a file cannot be attached (null: it can), given how many the entry already has. */
export function refuseFile(
  file: { size: number; type: AttachmentMimeType | null },
  existing: number,
): UploadRefusal | null {
  if (file.type === null) return 'attachment_unsupported_format'
  if (file.size > ATTACHMENT_MAX_BYTES) return 'attachment_too_large'
  if (existing >= ATTACHMENT_MAX_FILES) return 'attachment_max_files'
  return null
}
