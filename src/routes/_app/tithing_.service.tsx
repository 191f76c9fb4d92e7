import { createFileRoute } from '@tanstack/react-router'
import { ServiceModeScreen } from '../../features/treasury/service/service-mode-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

/** Service mode: tithes and offerings at the table, keyboard first, offline from first to last. */
export const Route = createFileRoute('/_app/tithing_/service')({
  beforeLoad: requireView('ADD_TITHING'),
  loader: () => loadArea('treasury'),
  component: ServiceModeScreen,
})
