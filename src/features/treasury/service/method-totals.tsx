import { HStack, List, Text } from '@chakra-ui/react'
import { Plural } from '@lingui/react/macro'
import { formatMoney } from '../../../lib/format'
import { methodLabel } from '../shared/labels'
import type { MethodTotal } from './service-session'

/** The closing's totals by payment method: the cash to count apart from PIX and cards. */
export function MethodTotals({ totals }: { totals: readonly MethodTotal[] }) {
  if (totals.length === 0) return null
  return (
    <List.Root variant="plain" gap="1" data-testid="service-method-totals">
      {totals.map(({ method, count, total }) => (
        <List.Item key={method}>
          <HStack justify="space-between" w="full" gap="4">
            <Text>
              {methodLabel(method)} (
              <Plural value={count} one="# lançamento" other="# lançamentos" />)
            </Text>
            <Text fontWeight="semibold">{formatMoney(total)}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  )
}
