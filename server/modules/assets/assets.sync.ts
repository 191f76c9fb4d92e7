import type { EntityName } from '../../../sync/contracts/catalog'
import { assetItems, assetMovements, assets, liabilities } from '../../db/schema'
import { defineEntity, service, type Handlers } from '../sync/registry'
import type { FinanceTable } from '../treasury/repo'
import { createAsset, deleteAsset, updateAsset } from './assets.service'
import { createItem, deleteItem, updateItem } from './items.service'
import { createLiability, deleteLiability, updateLiability } from './liabilities.service'
import { createMovement, deleteMovement, updateMovement } from './movements.service'
import './messages'

/**
 * Assets, their movements and items, and liabilities (docs/assets.md): rows of one church, read
 * with VIEW_ASSETS / VIEW_LIABILITIES in the user's scope; each mutation maps to its service,
 * which checks permission, scope and the inventory's rules at replay time.
 */

function churchEntity<E extends EntityName>(name: E, table: FinanceTable) {
  const t = table as typeof assets
  return defineEntity(name, {
    table: t,
    scope: {
      clientId: t.clientId,
      conventionId: t.conventionId,
      fieldId: t.fieldId,
      sectorId: t.sectorId,
      churchId: t.churchId,
    },
  })
}

export const assetsEntities = {
  assets: churchEntity('assets', assets),
  assetMovements: churchEntity('assetMovements', assetMovements),
  assetItems: churchEntity('assetItems', assetItems),
  liabilities: churchEntity('liabilities', liabilities),
}

export const assetsHandlers = {
  'asset.create': service.create(({ tx, auth }, input) => createAsset(tx, auth, input)),
  'asset.update': service.update(({ tx, auth }, id, patch) => updateAsset(tx, auth, id, patch)),
  'asset.delete': service.delete(({ tx, auth }, id) => deleteAsset(tx, auth, id)),
  'assetMovement.create': service.create(({ tx, auth }, input) => createMovement(tx, auth, input)),
  'assetMovement.update': service.update(({ tx, auth }, id, patch) =>
    updateMovement(tx, auth, id, patch),
  ),
  'assetMovement.delete': service.delete(({ tx, auth }, id) => deleteMovement(tx, auth, id)),
  'assetItem.create': service.create(({ tx, auth }, input) => createItem(tx, auth, input)),
  'assetItem.update': service.update(({ tx, auth }, id, patch) => updateItem(tx, auth, id, patch)),
  'assetItem.delete': service.delete(({ tx, auth }, id) => deleteItem(tx, auth, id)),
  'liability.create': service.create(({ tx, auth }, input) => createLiability(tx, auth, input)),
  'liability.update': service.update(({ tx, auth }, id, patch) =>
    updateLiability(tx, auth, id, patch),
  ),
  'liability.delete': service.delete(({ tx, auth }, id) => deleteLiability(tx, auth, id)),
} satisfies Partial<Handlers>
