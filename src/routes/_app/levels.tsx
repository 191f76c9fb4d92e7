import { createFileRoute } from '@tanstack/react-router'
import { LevelsScreen } from '../../features/admin/levels/levels-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/levels')({
  beforeLoad: requireView('VIEW_LEVELS'),
  loader: () => loadArea('admin'),
  component: LevelsScreen,
})
