import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/churches')({
  beforeLoad: requireView('VIEW_CHURCHES'),
  loader: () => loadArea('admin'),
  component: ChurchesScreen,
})

function ChurchesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Igrejas`} />
}
