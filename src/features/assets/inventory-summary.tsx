import { SimpleGrid, Stat } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
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
  return (
    <SimpleGrid
      as="section"
      aria-label={t`Totais do patrimônio`}
      columns={{ base: 1, sm: 3 }}
      gap="3"
      data-testid="inventory-summary"
    >
      {stats.map(([label, figure]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" bg="bg">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{figure}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  )
}
