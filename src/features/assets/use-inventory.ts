import { useMemo } from 'react'
import {
  assetBalance,
  type Asset,
  type AssetBalance,
  type AssetItem,
  type AssetMovement,
} from '../../../sync'
import { useMirrorRows } from '../../components/mirror'

export interface AssetLine extends AssetBalance {
  asset: Asset
  /** Live tagged items of the asset. */
  items: number
}

export interface Inventory {
  ready: boolean
  lines: AssetLine[]
  movements: AssetMovement[]
  items: AssetItem[]
}

/** Every asset of the mirror with what its movements hold and how many items it has. */
export function useInventory(): Inventory {
  const assets = useMirrorRows('assets')
  const movements = useMirrorRows('assetMovements')
  const items = useMirrorRows('assetItems')
  return useMemo(() => {
    const movementsBy = groupBy(movements ?? [], (m) => m.assetId)
    const itemsBy = groupBy(items ?? [], (i) => i.assetId)
    const lines = (assets ?? [])
      .map((asset) => ({
        asset,
        ...assetBalance(movementsBy.get(asset.id) ?? []),
        items: itemsBy.get(asset.id)?.length ?? 0,
      }))
      .sort((a, b) => a.asset.name.localeCompare(b.asset.name))
    return {
      ready: assets !== undefined && movements !== undefined && items !== undefined,
      lines,
      movements: movements ?? [],
      items: items ?? [],
    }
  }, [assets, movements, items])
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}
