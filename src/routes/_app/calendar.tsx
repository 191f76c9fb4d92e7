import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/calendar')({
  ...guarded('VIEW_CALENDAR'),
  component: CalendarScreen,
})

function CalendarScreen() {
  return <EmptyListScreen title={msg`Calendário`} />
}
