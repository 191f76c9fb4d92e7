import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Liability } from '../../../sync'
import { DetailList } from '../../components/detail-list'
import { formatDate, formatDateTime, formatMoney } from '../../lib/format'
import { useLiabilityStatusText } from './liability-status'

/** One liability, read only: what a user who may not edit it opens from the list. */
export function LiabilityView({
  liability,
  churchName,
}: {
  liability: Liability
  churchName: string
}) {
  const { t } = useLingui()
  const status = useLiabilityStatusText(liability)
  const items: [string, string][] = [
    [t`Nome`, liability.name],
    [t`Igreja`, churchName],
    [t`Valor`, formatMoney(liability.value)],
    [t`Vencimento`, formatDate(liability.dueDate)],
    [t`Situação`, status],
    [t`Subdivisão`, liability.subdivision || '—'],
    [t`Descrição`, liability.description || '—'],
    [t`Registrado em`, liability.createdAt ? formatDateTime(liability.createdAt) : '—'],
  ]
  return (
    <Stack gap="4" data-testid="liability-view">
      <DetailList items={items} />
    </Stack>
  )
}
