import { createFileRoute } from '@tanstack/react-router'
import { EventsScreen } from '../../features/events/events-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/events')({
  ...guarded('VIEW_EVENTS', 'calendar'),
  component: EventsScreen,
})
