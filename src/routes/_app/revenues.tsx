import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { guarded, situationSearch } from './-guard'

export const Route = createFileRoute('/_app/revenues')({
  validateSearch: situationSearch,
  ...guarded('VIEW_REVENUES', 'treasury'),
  component: Screen,
})

function Screen() {
  const { situacao, id } = Route.useSearch()
  return <EntriesScreen kind="revenue" initialFilter={situacao} openId={id} />
}
