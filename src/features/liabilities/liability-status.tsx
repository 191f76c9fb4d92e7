import { Badge } from '@chakra-ui/react'
import { Plural, useLingui } from '@lingui/react/macro'
import { daysBetween, todayIso, type Liability } from '../../../sync'
import { formatDate } from '../../lib/format'

export type LiabilityState = 'settled' | 'overdue' | 'open'

export function liabilityState(liability: Liability, today = todayIso()): LiabilityState {
  if (liability.settledOn) return 'settled'
  return liability.dueDate < today ? 'overdue' : 'open'
}

/** "Quitado em 10/12/2026", "Vencido há 3 dias" or "Em aberto". */
export function LiabilityStatus({ liability }: { liability: Liability }) {
  const { t } = useLingui()
  const today = todayIso()
  switch (liabilityState(liability, today)) {
    case 'settled':
      return (
        <Badge colorPalette="green">{t`Quitado em ${formatDate(liability.settledOn ?? '')}`}</Badge>
      )
    case 'overdue': {
      const days = daysBetween(liability.dueDate, today)
      return (
        <Badge colorPalette="red">
          <Plural value={days} one="Vencido há # dia" other="Vencido há # dias" />
        </Badge>
      )
    }
    case 'open':
      return <Badge>{t`Em aberto`}</Badge>
  }
}
