import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/events')({
  beforeLoad: requireView('VIEW_EVENTS'),
  component: EventsScreen,
})

function EventsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Campanhas`} />
}
