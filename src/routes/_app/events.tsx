import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/events')({
  ...guarded('VIEW_EVENTS'),
  component: EventsScreen,
})

function EventsScreen() {
  return <EmptyListScreen title={msg`Campanhas`} />
}
