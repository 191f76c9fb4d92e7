import { createFileRoute } from '@tanstack/react-router'
import { LiabilitiesScreen } from '../../features/liabilities/liabilities-screen'
import { loadArea } from '../../lib/i18n'
import { recordSearch, requireView } from './-guard'

export const Route = createFileRoute('/_app/liabilities')({
  validateSearch: recordSearch,
  beforeLoad: requireView('VIEW_LIABILITIES'),
  loader: () => loadArea('assets'),
  component: Screen,
})

function Screen() {
  const { id } = Route.useSearch()
  return <LiabilitiesScreen openId={id} />
}
