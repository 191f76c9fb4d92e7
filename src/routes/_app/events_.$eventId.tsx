import { createFileRoute } from '@tanstack/react-router'
import { EventScreen } from '../../features/events/event-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/events_/$eventId')({
  ...guarded('VIEW_EVENTS', 'calendar'),
  component: EventScreen,
})
