import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/congregations')({
  beforeLoad: requireView('VIEW_CONGREGATIONS'),
  component: CongregationsScreen,
})

function CongregationsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Convenções`} />
}
