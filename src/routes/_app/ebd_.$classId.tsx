import { createFileRoute } from '@tanstack/react-router'
import { RollScreen } from '../../features/ebd/roll-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/ebd_/$classId')({
  ...guarded('VIEW_EBD', 'members'),
  component: RollScreen,
})
