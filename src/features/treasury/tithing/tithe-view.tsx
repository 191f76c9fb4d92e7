import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Tithe } from '../../../../sync'
import { useEventChoice } from '../../../components/books'
import { DetailList } from '../../../components/detail-list'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { methodLabel } from '../shared/labels'
import { TitheReceiptButton } from './tithe-receipt'

/** One tithe, read only. */
export function TitheView({
  tithe,
  memberName,
  churchName,
}: {
  tithe: Tithe
  memberName: string
  churchName: string
}) {
  const { t } = useLingui()
  const events = useEventChoice()
  const event = tithe.eventId ? events.byId.get(tithe.eventId) : undefined
  const items: [string, string][] = [
    [t`Membro`, memberName],
    [t`Igreja`, churchName],
    [t`Valor`, formatMoney(tithe.amount)],
    [t`Data`, formatDate(tithe.date)],
    [t`Forma de pagamento`, methodLabel(tithe.paymentMethod)],
    ...(event ? [[t`Evento ou campanha`, event.name] as [string, string]] : []),
    [t`Observações`, tithe.notes || '—'],
    [t`Registrado em`, tithe.createdAt ? formatDateTime(tithe.createdAt) : '—'],
  ]
  return (
    <Stack gap="4">
      <DetailList items={items} />
      <TitheReceiptButton tithe={tithe} memberName={memberName} churchName={churchName} />
    </Stack>
  )
}
