import type { AssetMovementCreate, AssetMovementUpdate } from '../../../sync/contracts/assets'
import { movementsIssue } from '../../../sync/rules/assets'
import { requirePermission } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { atomic, type DbOrTx, type Tx } from '../../db/client'
import { assetMovements } from '../../db/schema'
import {
  rowOr,
  updateOrNotFound,
  writableFinanceRow,
  type RowDelete,
  type RowUpdate,
} from '../treasury/finance-rows'
import { insertRow, softDelete, type RowOf } from '../treasury/repo'
import { replayedCreate, treasuryError } from '../treasury/scope'
import { countItems, lockChurchInventory, movementsOf } from './assets.repo'
import { scopeOfAsset, writableAsset } from './assets.service'

/**
 * Movements of an asset: entries and exits of a quantity at a unit price. After any write the
 * asset must still stand (sync/rules/assets.ts): no exit beyond what is held, no fewer pieces
 * brought in than tagged items. Checked in the write's transaction, under the church's
 * inventory lock, so two devices replaying at once cannot both pass.
 */

type MovementRow = RowOf<typeof assetMovements>

async function assertAssetStands(tx: Tx, assetId: string): Promise<void> {
  const issue = movementsIssue(await movementsOf(tx, assetId), await countItems(tx, assetId))
  if (issue) throw treasuryError('conflict', issue)
}

export function createMovement(
  db: DbOrTx,
  auth: AuthContext,
  input: AssetMovementCreate,
): Promise<MovementRow> {
  requirePermission(auth, 'ADD_ASSETS')
  return atomic(db, async (tx) => {
    const replayed = await replayedCreate(tx, auth, assetMovements, input)
    if (replayed) return replayed
    const asset = await writableAsset(tx, auth, input.assetId)
    await lockChurchInventory(tx, asset.churchId)
    const row = rowOr(
      await insertRow(tx, assetMovements, { ...input, ...scopeOfAsset(asset) }),
      'conflict',
    )
    await assertAssetStands(tx, asset.id)
    return row
  })
}

export const updateMovement: RowUpdate<AssetMovementUpdate, MovementRow> = (
  db,
  auth,
  id,
  patch,
) => {
  requirePermission(auth, 'EDIT_ASSETS')
  return atomic(db, async (tx) => {
    const movement = await writableFinanceRow(tx, auth, assetMovements, id, 'update')
    await lockChurchInventory(tx, movement.churchId)
    const row = await updateOrNotFound(tx, assetMovements, id, patch)
    await assertAssetStands(tx, movement.assetId)
    return row
  })
}

export const deleteMovement: RowDelete = (db, auth, id) => {
  requirePermission(auth, 'DELETE_ASSETS')
  return atomic(db, async (tx) => {
    const movement = await writableFinanceRow(tx, auth, assetMovements, id, 'update')
    await lockChurchInventory(tx, movement.churchId)
    await softDelete(tx, assetMovements, id)
    await assertAssetStands(tx, movement.assetId)
  })
}
