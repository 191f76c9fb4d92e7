import { createFileRoute } from '@tanstack/react-router'
import { LiabilitiesScreen } from '../../features/liabilities/liabilities-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/liabilities')({
  beforeLoad: requireView('VIEW_LIABILITIES'),
  loader: () => loadArea('assets'),
  component: LiabilitiesScreen,
})
