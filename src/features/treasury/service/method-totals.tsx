import { DataList } from '@chakra-ui/react'
import { Plural } from '@lingui/react/macro'
import { formatMoney } from '../../../lib/format'
import { methodLabel } from '../shared/labels'
import type { MethodTotal } from './service-session'

/** The closing's totals by payment method: the cash to count apart from PIX and cards. */
export function MethodTotals({ totals }: { totals: readonly MethodTotal[] }) {
  if (totals.length === 0) return null
  return (
    <DataList.Root orientation="horizontal" gap="1" data-testid="service-method-totals">
      {totals.map(({ method, count, total }) => (
        <DataList.Item key={method} justifyContent="space-between">
          <DataList.ItemLabel color="fg" flex="1" minW="0">
            {methodLabel(method)} (<Plural value={count} one="# lançamento" other="# lançamentos" />
            )
          </DataList.ItemLabel>
          <DataList.ItemValue flex="none" fontWeight="semibold" whiteSpace="nowrap">
            {formatMoney(total)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
