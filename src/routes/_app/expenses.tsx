import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/expenses')({
  beforeLoad: requireView('VIEW_EXPENSES'),
  loader: () => loadArea('treasury'),
  component: Screen,
})

function Screen() {
  return <EntriesScreen kind="expense" />
}
