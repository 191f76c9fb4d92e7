import type { AssetItemCreate, AssetItemUpdate } from '../../../sync/contracts/assets'
import { itemIssue } from '../../../sync/rules/assets'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx, type Tx } from '../../db/client'
import { assetItems } from '../../db/schema'
import {
  rowOr,
  updateOrNotFound,
  writableFinanceRow,
  type RowDelete,
  type RowUpdate,
} from '../treasury/finance-rows'
import { insertRow, softDelete, type RowOf } from '../treasury/repo'
import { fieldError, replayedCreate, treasuryError } from '../treasury/scope'
import { countItems, lockChurchInventory, movementsOf, sameIdentifiers } from './assets.repo'
import { scopeOfAsset, writableAsset } from './assets.service'

/**
 * The tagged pieces of an asset. Their identifier is unique in the church ('Este identificador
 * já existe') and an asset has no more items than its movements brought in ('Limite de itens
 * atingido'): the rule of sync/rules/assets.ts, checked here under the church's inventory lock
 * (on REST and on replay alike) as the device checks it against its mirror.
 */

type ItemRow = RowOf<typeof assetItems>

async function assertItemFits(
  tx: Tx,
  item: { churchId: string; assetId: string; identifier: string; id?: string },
): Promise<void> {
  const issue = itemIssue({
    identifier: item.identifier,
    takenIdentifiers: await sameIdentifiers(tx, item.churchId, item.identifier, item.id),
    otherItemsOfAsset: await countItems(tx, item.assetId, item.id),
    movements: await movementsOf(tx, item.assetId),
  })
  if (issue === 'identifier_taken' || issue === 'identifier_required')
    throw fieldError('identifier', issue)
  if (issue) throw treasuryError('conflict', issue)
}

export function createItem(
  db: DbOrTx,
  auth: AuthContext,
  input: AssetItemCreate,
): Promise<ItemRow> {
  requirePermission(auth, 'ADD_ASSETS')
  return atomic(db, async (tx) => {
    const replayed = await replayedCreate(tx, auth, assetItems, input)
    if (replayed) return replayed
    const asset = await writableAsset(tx, auth, input.assetId)
    await lockChurchInventory(tx, asset.churchId)
    await assertItemFits(tx, { ...input, churchId: asset.churchId, id: input.id })
    return rowOr(await insertRow(tx, assetItems, { ...input, ...scopeOfAsset(asset) }), 'conflict')
  })
}

export const updateItem: RowUpdate<AssetItemUpdate, ItemRow> = (db, auth, id, patch) => {
  requirePermission(auth, 'EDIT_ASSETS')
  return atomic(db, async (tx) => {
    const item = await writableFinanceRow(tx, auth, assetItems, id, 'update')
    if (patch.identifier !== undefined && patch.identifier !== item.identifier) {
      await lockChurchInventory(tx, item.churchId)
      const taken = await sameIdentifiers(tx, item.churchId, patch.identifier, id)
      if (taken.length > 0) throw fieldError('identifier', 'identifier_taken')
    }
    return updateOrNotFound(tx, assetItems, id, patch)
  })
}

export const deleteItem: RowDelete = (db, auth, id) => {
  requirePermission(auth, 'DELETE_ASSETS')
  return atomic(db, async (tx) => {
    await writableFinanceRow(tx, auth, assetItems, id)
    await softDelete(tx, assetItems, id)
  })
}
