import { createFileRoute } from '@tanstack/react-router'
import { ClassesScreen } from '../../features/ebd/classes-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/ebd')({
  ...guarded('VIEW_EBD', 'members'),
  component: ClassesScreen,
})
