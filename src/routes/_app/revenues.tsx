import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/revenues')({
  beforeLoad: requireView('VIEW_REVENUES'),
  loader: () => loadArea('treasury'),
  component: Screen,
})

function Screen() {
  return <EntriesScreen kind="revenue" />
}
