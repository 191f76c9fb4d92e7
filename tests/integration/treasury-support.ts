import { v7 as uuidv7 } from 'uuid'
import type { Db } from '../../server/db/client'
import { expenseAttachments, expenses, treasuryFiles } from '../../server/db/schema'

/** A church row's scope columns, as the hierarchy tables give them. */
interface ChurchRow {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/** An expense of `church` with one PDF attached, written directly (for isolation tests); returns the attachment id. */
export async function insertExpenseAttachment(db: Db, church: ChurchRow): Promise<string> {
  const scope = {
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
  }
  const expenseId = uuidv7()
  await db.insert(expenses).values({
    id: expenseId,
    ...scope,
    amount: 1_000,
    category: 'office',
    dueDate: '2026-01-10',
    issueDate: '2026-01-01',
  })
  const storageKey = uuidv7()
  await db.insert(treasuryFiles).values({
    key: storageKey,
    clientId: church.clientId,
    content: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
  })
  const id = uuidv7()
  await db.insert(expenseAttachments).values({
    id,
    ...scope,
    entryId: expenseId,
    fileName: 'segredo.pdf',
    mimeType: 'application/pdf',
    size: 15,
    storageKey,
  })
  return id
}
