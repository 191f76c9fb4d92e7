import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: requireView('VIEW_ROLES'),
  loader: () => loadArea('admin'),
  component: RolesScreen,
})

function RolesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Funções`} />
}
