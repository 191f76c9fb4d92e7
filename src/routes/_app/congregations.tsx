import { createFileRoute } from '@tanstack/react-router'
import { ConventionsScreen } from '../../features/admin/hierarchy/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/congregations')({
  beforeLoad: requireView('VIEW_CONGREGATIONS'),
  loader: () => loadArea('admin'),
  component: ConventionsScreen,
})
