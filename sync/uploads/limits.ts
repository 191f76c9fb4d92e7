/**
 * What an attachment may be (spec §5 "supported formats, maximum size, maximum number of
 * files"): PDF, PNG or JPEG, at most 5 MB each, at most 5 per revenue or expense. The server
 * enforces the same limits (type by magic bytes); the device checks first so a file that can
 * never be accepted is refused at once, with the spec's message, instead of being queued.
 */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const ATTACHMENT_MAX_FILES = 5

/** The spec's upload messages as codes (the screen translates them). */
export type UploadRefusal = 'unsupported_format' | 'file_too_large' | 'too_many_files'

/** The type told by the first bytes (the name and the browser's guess can lie), or null. */
export function sniffType(head: Uint8Array): AttachmentType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf' // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  return null
}

/** Why a file cannot be attached (null: it can), given how many the entry already has. */
export function refuseFile(
  file: { size: number; type: AttachmentType | null },
  existing: number,
): UploadRefusal | null {
  if (file.type === null) return 'unsupported_format'
  if (file.size > ATTACHMENT_MAX_BYTES) return 'file_too_large'
  if (existing >= ATTACHMENT_MAX_FILES) return 'too_many_files'
  return null
}
