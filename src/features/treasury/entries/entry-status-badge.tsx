import { Badge } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { EntryStatus } from './use-entries'

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  if (status === 'realized')
    return (
      <Badge colorPalette="green">
        <Trans>Realizado</Trans>
      </Badge>
    )
  if (status === 'partial')
    return (
      <Badge colorPalette="orange">
        <Trans>Parcial</Trans>
      </Badge>
    )
  return (
    <Badge colorPalette="gray">
      <Trans>Em aberto</Trans>
    </Badge>
  )
}
