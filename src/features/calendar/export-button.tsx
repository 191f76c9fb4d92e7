import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CalendarItem } from '../../../sync'
import { AppIcon } from '../../components/layout'
import { downloadFile } from '../../lib/download'
import { formatMoney } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { calendarIcs, icsFileName } from './ics'
import { itemTitle, sourceLabel, statusLabel } from './item-labels'

/** Saves the month's due dates and events as an .ics file to import into a phone's calendar. */
export function ExportButton({
  items,
  month,
  monthTitle,
  churchName,
}: {
  items: readonly CalendarItem[]
  month: string
  monthTitle: string
  churchName: (item: CalendarItem) => string | null
}) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      const text = await calendarIcs(
        items,
        {
          summary: (item) =>
            [sourceLabel(item.source), itemTitle(item)].join(': ') +
            (item.amount !== null ? ` · ${formatMoney(item.amount)}` : ''),
          description: (item) => [statusLabel(item), churchName(item)].filter(Boolean).join(' · '),
        },
        t`Celeiro — ${monthTitle}`,
      )
      downloadFile(icsFileName(month), text, 'text/calendar;charset=utf-8')
    } catch {
      notify.error(t`Não foi possível gerar o arquivo do calendário.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void save()}>
      <AppIcon name="calendar" />
      <Trans>Exportar (.ics)</Trans>
    </Button>
  )
}
