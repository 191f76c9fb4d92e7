import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { guarded, situationSearch } from './-guard'

export const Route = createFileRoute('/_app/expenses')({
  validateSearch: situationSearch,
  ...guarded('VIEW_EXPENSES', 'treasury'),
  component: Screen,
})

function Screen() {
  const { situacao, id } = Route.useSearch()
  return <EntriesScreen kind="expense" initialFilter={situacao} openId={id} />
}
