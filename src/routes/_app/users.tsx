import { createFileRoute } from '@tanstack/react-router'
import { UsersScreen } from '../../features/admin/users/users-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/users')({
  beforeLoad: requireView('VIEW_USERS'),
  loader: () => loadArea('admin'),
  component: UsersScreen,
})
