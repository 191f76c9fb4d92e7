import { and, eq, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  sniffAttachmentType,
  type EntryKind,
} from '../../../sync/contracts/treasury'
import { hasPermission } from '../../../sync/contracts/permissions'
import { assertReadable, requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx } from '../../db/client'
import {
  expenseAttachments,
  expenses,
  revenueAttachments,
  revenues,
  treasuryFiles,
} from '../../db/schema'
import { ApiError } from '../../http/errors'
import { writableRow } from '../../access/row-guard'
import { findLive, insertRow, softDelete, type RowOf } from './repo'
import { financeScopeOf, requireEither, treasuryError } from './scope'

/**
 * Files attached to revenues and expenses: PDF, PNG or JPEG by their first bytes (the name and
 * the declared type are not trusted), at most 5 MB each and 5 live files per entry. The bytes
 * are stored in the database (treasury_files) like church images; the metadata rows sync.
 */

const tables = {
  revenue: { entries: revenues, attachments: revenueAttachments },
  expense: { entries: expenses, attachments: expenseAttachments },
} as const
const perms = {
  revenue: { add: 'ADD_REVENUES', edit: 'EDIT_REVENUES', view: 'VIEW_REVENUES' },
  expense: { add: 'ADD_EXPENSES', edit: 'EDIT_EXPENSES', view: 'VIEW_EXPENSES' },
} as const

export type AttachmentRow = RowOf<typeof revenueAttachments>

/** A file name without folders or control characters, at most 255 characters ('file' if blank). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''

  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 255)
  return clean === '' ? 'file' : clean
}

const extensionOf: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
}

/**
 * The name with the extension of the detected type: `evil.html` holding a PDF is `evil.pdf`
 * (an extension that does not match the content is replaced; a missing one is added). Used
 * when storing and again when serving (rows stored before keep their name in the database).
 */
export function nameForType(fileName: string, mimeType: string): string {
  const extensions = extensionOf[mimeType]
  if (!extensions) return fileName
  const lower = fileName.toLowerCase()
  if (extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length)) return fileName
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : dot === 0 ? 'file' : fileName
  return `${stem.slice(0, 255 - extensions[0]!.length)}${extensions[0]!}`
}

export async function uploadAttachment(
  db: DbOrTx,
  auth: AuthContext,
  input: { id?: string; kind: EntryKind; entryId: string; fileName: string; content: Uint8Array },
): Promise<AttachmentRow> {
  requireEither(auth, perms[input.kind].add, perms[input.kind].edit)
  const { entries, attachments } = tables[input.kind]
  return atomic(db, async (tx) => {
    // The entry row is locked so two uploads cannot both pass the count.
    const entry = writableRow(
      auth,
      await findLive(tx, entries, input.entryId, 'update'),
      financeScopeOf,
    )
    const fileName = cleanFileName(input.fileName)
    if (input.id) {
      const stored = await findLive(tx, attachments, input.id)
      if (stored) {
        // The same upload retried (the device lost the answer): answer the stored row.
        if (stored.entryId === entry.id && stored.size === input.content.byteLength) return stored
        throw new ApiError('conflict')
      }
    }
    if (input.content.byteLength > ATTACHMENT_MAX_BYTES)
      throw treasuryError('payload_too_large', 'attachment_too_large', {
        maxBytes: ATTACHMENT_MAX_BYTES,
      })
    const mimeType = sniffAttachmentType(input.content)
    if (!mimeType) throw treasuryError('unsupported_media_type', 'attachment_unsupported_format')
    const count = await tx.$count(
      attachments,
      and(eq(attachments.entryId, entry.id), isNull(attachments.deletedAt)),
    )
    if (count >= ATTACHMENT_MAX_FILES)
      throw treasuryError('conflict', 'attachment_max_files', { maxFiles: ATTACHMENT_MAX_FILES })
    const storageKey = uuidv7()
    await tx
      .insert(treasuryFiles)
      .values({ key: storageKey, clientId: entry.clientId, content: input.content })
    const inserted = await insertRow(tx, attachments, {
      id: input.id ?? uuidv7(),
      clientId: entry.clientId,
      conventionId: entry.conventionId,
      fieldId: entry.fieldId,
      sectorId: entry.sectorId,
      churchId: entry.churchId,
      entryId: entry.id,
      fileName: nameForType(fileName, mimeType),
      mimeType,
      size: input.content.byteLength,
      storageKey,
    })
    if (!inserted) throw new ApiError('conflict')
    return inserted
  })
}

/** The file of an attachment of either kind, when the user may read it (404 otherwise). */
export async function readAttachment(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<{ row: AttachmentRow; content: Uint8Array }> {
  for (const kind of ['revenue', 'expense'] as const) {
    const row = await findLive(db, tables[kind].attachments, id)
    if (!row) continue
    if (!hasPermission(auth.permissions, perms[kind].view)) throw new ApiError('not_found')
    assertReadable(auth, financeScopeOf(row))
    const files = await db
      .select()
      .from(treasuryFiles)
      .where(eq(treasuryFiles.key, row.storageKey))
      .limit(1)
    const file = files[0]
    if (!file) throw new ApiError('not_found')
    return { row, content: file.content }
  }
  throw new ApiError('not_found')
}

/** `revenueAttachment.delete` / `expenseAttachment.delete`: EDIT of the entry's kind. */
export async function deleteAttachment(
  db: DbOrTx,
  auth: AuthContext,
  kind: EntryKind,
  id: string,
): Promise<void> {
  requirePermission(auth, perms[kind].edit)
  const { attachments } = tables[kind]
  writableRow(auth, await findLive(db, attachments, id), financeScopeOf)
  await softDelete(db, attachments, id)
}
