import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/congregations')({
  beforeLoad: requireView('VIEW_CONGREGATIONS'),
  loader: () => loadArea('admin'),
  component: CongregationsScreen,
})

function CongregationsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Convenções`} />
}
