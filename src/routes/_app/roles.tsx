import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: requireView('VIEW_ROLES'),
  component: RolesScreen,
})

function RolesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Funções`} />
}
