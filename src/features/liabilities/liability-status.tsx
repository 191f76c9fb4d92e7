import { Badge } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { daysBetween, todayIso, type Liability } from '../../../sync'
import { formatDate } from '../../lib/format'

export type LiabilityState = 'settled' | 'overdue' | 'open'

export function liabilityState(liability: Liability, today = todayIso()): LiabilityState {
  if (liability.settledOn) return 'settled'
  return liability.dueDate < today ? 'overdue' : 'open'
}

/** "Quitado em 10/12/2026", "Vencido há 3 dias" or "Em aberto", in the user's language. */
export function useLiabilityStatusText(liability: Liability): string {
  const { t } = useLingui()
  const today = todayIso()
  switch (liabilityState(liability, today)) {
    case 'settled':
      return t`Quitado em ${formatDate(liability.settledOn ?? '')}`
    case 'overdue': {
      const days = daysBetween(liability.dueDate, today)
      return plural(days, { one: 'Vencido há # dia', other: 'Vencido há # dias' })
    }
    case 'open':
      return t`Em aberto`
  }
}

const PALETTE: Record<LiabilityState, string | undefined> = {
  settled: 'green',
  overdue: 'red',
  open: undefined,
}

/** The status as the list's badge. */
export function LiabilityStatus({ liability }: { liability: Liability }) {
  const text = useLiabilityStatusText(liability)
  return <Badge colorPalette={PALETTE[liabilityState(liability)]}>{text}</Badge>
}
