import { Badge } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { todayIso, daysBetween } from '../../../../sync'
import type { EntryStatus } from './use-entries'

/** Realised, partial or open — and, when something is still open after its due date, how late. */
export function EntryStatusBadge({
  status,
  overdueSince = null,
}: {
  status: EntryStatus
  overdueSince?: string | null
}) {
  if (status === 'realized')
    return (
      <Badge colorPalette="green">
        <Trans>Realizado</Trans>
      </Badge>
    )
  if (overdueSince !== null) {
    const days = daysBetween(overdueSince, todayIso())
    return (
      <Badge colorPalette="red" data-testid="overdue-badge">
        <Plural value={days} one="Vencida há # dia" other="Vencida há # dias" />
      </Badge>
    )
  }
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
