import { z } from 'zod'
import { idSchema } from '../common'
import { ENTRY_KINDS, financeRowMeta } from './fields'
import { lazy } from '../lazy'

/** Upload limits (spec §5 leaves the values open; docs/treasury.md). */
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number]
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
export const ATTACHMENT_MAX_FILES = 5
/** Error codes (messageKey of the 4xx answer) of the spec's upload messages. */
export const ATTACHMENT_ERRORS = [
  'attachment_unsupported_format',
  'attachment_too_large',
  'attachment_max_files',
] as const

/** The form fields of `POST /api/treasury/v1/attachments` besides `file`. */
export const attachmentUploadSchema = lazy(() =>
  z.object({
    id: idSchema.optional(),
    kind: z.enum(ENTRY_KINDS, 'invalid_category'),
    entryId: idSchema,
  }),
)
export const attachmentSchema = lazy(() =>
  z.object({
    ...financeRowMeta,
    entryId: z.string(),
    fileName: z.string(),
    mimeType: z.enum(ATTACHMENT_MIME_TYPES),
    size: z.number().int(),
  }),
)
export type Attachment = z.output<typeof attachmentSchema>

/** The MIME type of a file by its first bytes (PDF `%PDF-`, PNG signature, JPEG SOI + marker), or null. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentMimeType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  return null
}
