import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink, useParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useChurchChoice } from '../../components/books'
import { FigureTiles } from '../../components/figure-tiles'
import { AppIcon } from '../../components/layout/icons'
import { useCan } from '../../components/session'
import { formatMoney, formatNumber } from '../../lib/format'
import { ItemsList } from './items-list'
import { MovementsList } from './movements-list'
import { useInventory } from './use-inventory'

/** /assets/$assetId: one asset — what it holds and is worth, its movements and its tagged items. */
export function AssetScreen() {
  const { t } = useLingui()
  const assetId = useParams({ strict: false }).assetId ?? ''
  const can = useCan('ASSETS')
  const church = useChurchChoice()
  const inventory = useInventory()
  const line = inventory.lines.find((l) => l.asset.id === assetId)
  const parts = useMemo(() => {
    const churchOf = new Map(inventory.lines.map((l) => [l.asset.id, l.asset.churchId]))
    const churchId = churchOf.get(assetId)
    return {
      movements: inventory.movements.filter((m) => m.assetId === assetId),
      items: inventory.items.filter((i) => i.assetId === assetId),
      // Items written offline have no church yet: their asset's church is theirs.
      churchItems: inventory.items.filter((i) => churchOf.get(i.assetId) === churchId),
    }
  }, [inventory, assetId])

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="start">
      <RouterLink to="/assets">
        <AppIcon name="chevronLeft" boxSize="4" />
        <Trans>Patrimônio</Trans>
      </RouterLink>
    </Button>
  )
  if (!inventory.ready) return back
  if (!line)
    return (
      <Stack gap="4">
        {back}
        <Text>{t`Patrimônio não encontrado. Ele pode ter sido excluído.`}</Text>
      </Stack>
    )
  const { asset } = line
  const stats: [string, string][] = [
    [t`Quantidade`, formatNumber(line.quantity)],
    [t`Valor unitário`, formatMoney(line.unitValue)],
    [t`Preço total`, formatMoney(line.totalValue)],
    [t`Itens identificados`, `${formatNumber(line.items)} / ${formatNumber(line.entered)}`],
  ]
  const where = [asset.subdivision, church.churches.length > 1 ? church.nameOf(asset.churchId) : '']
    .filter(Boolean)
    .join(' · ')
  return (
    <Stack gap="8">
      <Stack gap="3">
        {back}
        <Heading as="h1" size="2xl">
          {asset.name}
        </Heading>
        {where ? <Text color="fg.muted">{where}</Text> : null}
        {asset.description ? <Text>{asset.description}</Text> : null}
        <FigureTiles figures={stats} label={t`Totais`} testId="asset-figures" columns={4} />
      </Stack>
      <MovementsList
        assetId={asset.id}
        movements={parts.movements}
        itemCount={parts.items.length}
        can={can}
      />
      <ItemsList
        assetId={asset.id}
        items={parts.items}
        churchItems={parts.churchItems}
        movements={parts.movements}
        entered={line.entered}
        can={can}
      />
    </Stack>
  )
}
