import { createFileRoute } from '@tanstack/react-router'
import { RolesScreen } from '../../features/admin/roles/roles-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: requireView('VIEW_ROLES'),
  loader: () => loadArea('admin'),
  component: RolesScreen,
})
