import { createFileRoute } from '@tanstack/react-router'
import { EntriesScreen } from '../../features/treasury/entries/entries-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/revenues')(
  guardedRoute('VIEW_REVENUES', Screen, 'treasury'),
)

function Screen() {
  return <EntriesScreen kind="revenue" />
}
