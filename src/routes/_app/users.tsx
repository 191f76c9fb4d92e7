import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/users')({
  beforeLoad: requireView('VIEW_USERS'),
  loader: () => loadArea('admin'),
  component: UsersScreen,
})

function UsersScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Usuários`} />
}
