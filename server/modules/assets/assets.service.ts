import type { AssetCreate, AssetUpdate } from '../../../sync/contracts/assets'
import type { AuthContext } from '../../access/auth-context'
import type { DbOrTx } from '../../db/client'
import { assets } from '../../db/schema'
import { ApiError } from '../../http/errors'
import {
  deleteFinanceRow,
  inChurchBooks,
  rowOr,
  updateFinanceRow,
  writableFinanceRow,
  type RowDelete,
  type RowUpdate,
} from '../treasury/finance-rows'
import { insertRow, type RowLock, type RowOf } from '../treasury/repo'
import { replayedCreate, type FinanceScope } from '../treasury/scope'
import { softDeleteAssetParts } from './assets.repo'

/**
 * Assets of a church (*_ASSETS on a church the user may write). Deleting an asset deletes its
 * movements and items with it.
 */

export type AssetRow = RowOf<typeof assets>

export function createAsset(db: DbOrTx, auth: AuthContext, input: AssetCreate): Promise<AssetRow> {
  return inChurchBooks(db, auth, 'ADD_ASSETS', input.churchId, async (tx, scope) => {
    const replayed = await replayedCreate(tx, auth, assets, input)
    if (replayed) return replayed
    return rowOr(await insertRow(tx, assets, { ...input, ...scope }), 'conflict')
  })
}

export const updateAsset: RowUpdate<AssetUpdate, AssetRow> = (db, auth, id, patch) =>
  updateFinanceRow(db, auth, 'EDIT_ASSETS', assets, id, patch)

export const deleteAsset: RowDelete = async (db, auth, id) => {
  await deleteFinanceRow(db, auth, 'DELETE_ASSETS', assets, id)
  await softDeleteAssetParts(db, id)
}

/** The live asset a movement or an item belongs to, when the user may write it (locked for the rules' check). */
export async function writableAsset(
  db: DbOrTx,
  auth: AuthContext,
  assetId: string,
  lock: RowLock = 'update',
): Promise<AssetRow> {
  try {
    return await writableFinanceRow(db, auth, assets, assetId, lock)
  } catch (error) {
    // The same answer whether the asset does not exist or is outside the scope.
    if (error instanceof ApiError && error.code === 'not_found')
      throw new ApiError('not_found', undefined, 'asset_not_found')
    throw error
  }
}

/** The scope columns a movement or an item copies from its asset. */
export const scopeOfAsset = (asset: AssetRow): FinanceScope => ({
  clientId: asset.clientId,
  conventionId: asset.conventionId,
  fieldId: asset.fieldId,
  sectorId: asset.sectorId,
  churchId: asset.churchId,
})
