import { createFileRoute } from '@tanstack/react-router'
import { SectorsScreen } from '../../features/admin/hierarchy/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/regionalSectors')({
  beforeLoad: requireView('VIEW_REGIONAL'),
  loader: () => loadArea('admin'),
  component: SectorsScreen,
})
