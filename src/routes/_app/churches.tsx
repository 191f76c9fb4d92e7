import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/churches')({
  beforeLoad: requireView('VIEW_CHURCHES'),
  component: ChurchesScreen,
})

function ChurchesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Igrejas`} />
}
