import { createFileRoute } from '@tanstack/react-router'
import { QuartersScreen } from '../../features/ebd/quarters-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/ebd_/quarters')({
  ...guarded('VIEW_EBD', 'members'),
  component: QuartersScreen,
})
