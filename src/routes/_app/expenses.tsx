import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/expenses')({
  ...guarded('VIEW_EXPENSES', 'treasury'),
  component: Screen,
})

function Screen() {
  return <EntriesScreen kind="expense" />
}
