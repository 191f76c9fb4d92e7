import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/calendar')({
  ...guarded('VIEW_CALENDAR'),
  component: CalendarScreen,
})

function CalendarScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Calendário`} />
}
