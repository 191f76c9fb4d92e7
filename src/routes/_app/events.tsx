import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/events')({
  ...guarded('VIEW_EVENTS'),
  component: EventsScreen,
})

function EventsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Campanhas`} />
}
