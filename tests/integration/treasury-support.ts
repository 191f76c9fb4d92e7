import { v7 as uuidv7 } from 'uuid'
import type { Db } from '../../server/db/client'
import {
  assetItems,
  assetMovements,
  assets,
  expenseAttachments,
  expenses,
  liabilities,
  treasuryFiles,
} from '../../server/db/schema'

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

/** An asset of `church` with one movement and one tagged item, and a liability, written directly (isolation tests). */
export async function insertInventory(
  db: Db,
  church: ChurchRow,
): Promise<{ asset: string; movement: string; item: string; liability: string }> {
  const scope = {
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
  }
  const ids = { asset: uuidv7(), movement: uuidv7(), item: uuidv7(), liability: uuidv7() }
  await db.insert(assets).values({ id: ids.asset, ...scope, name: 'Bem alheio' })
  await db.insert(assetMovements).values({
    id: ids.movement,
    ...scope,
    assetId: ids.asset,
    kind: 'entry',
    quantity: 5,
    price: 1_000,
    date: '2026-01-10',
  })
  await db.insert(assetItems).values({
    id: ids.item,
    ...scope,
    assetId: ids.asset,
    identifier: `ALHEIO-${ids.item.slice(-6)}`,
    status: 'in_use',
    statusChangedOn: '2026-01-10',
  })
  await db.insert(liabilities).values({
    id: ids.liability,
    ...scope,
    name: 'Dívida alheia',
    value: 5_000,
    dueDate: '2026-12-10',
  })
  return ids
}
