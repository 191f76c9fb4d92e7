import { createFileRoute } from '@tanstack/react-router'
import { RepasseScreen } from '../../features/treasury/repasse/repasse-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/repasse')({
  beforeLoad: requireView('VIEW_REPASSE'),
  loader: () => loadArea('treasury'),
  component: RepasseScreen,
})
