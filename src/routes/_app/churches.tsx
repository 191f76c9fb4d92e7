import { createFileRoute } from '@tanstack/react-router'
import { ChurchesScreen } from '../../features/admin/hierarchy/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/churches')({
  beforeLoad: requireView('VIEW_CHURCHES'),
  loader: () => loadArea('admin'),
  component: ChurchesScreen,
})
