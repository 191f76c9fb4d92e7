import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/expenses')(
  guardedRoute('VIEW_EXPENSES', Screen, 'treasury'),
)

function Screen() {
  return <EntriesScreen kind="expense" />
}
