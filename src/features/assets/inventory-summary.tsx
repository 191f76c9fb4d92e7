import { useLingui } from '@lingui/react/macro'
import { FigureTiles } from '../../components/figure-tiles'
import { formatMoney, formatNumber } from '../../lib/format'
import type { AssetLine } from './use-inventory'

/** The inventory's totals under the list: its value, the pieces held and how many are tagged. */
export function InventorySummary({ lines }: { lines: readonly AssetLine[] }) {
  const { t } = useLingui()
  const value = lines.reduce((s, l) => s + l.totalValue, 0)
  const quantity = lines.reduce((s, l) => s + l.quantity, 0)
  const items = lines.reduce((s, l) => s + l.items, 0)
  const stats: [string, string][] = [
    [t`Valor do patrimônio`, formatMoney(value)],
    [t`Peças em estoque`, formatNumber(quantity)],
    [t`Itens identificados`, formatNumber(items)],
  ]
  return <FigureTiles figures={stats} label={t`Totais do patrimônio`} testId="inventory-summary" />
}
