import { createFileRoute } from '@tanstack/react-router'
import { SundayScreen } from '../../features/ebd/sunday-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/ebd_/summary')({
  ...guarded('VIEW_EBD', 'members'),
  component: SundayScreen,
})
