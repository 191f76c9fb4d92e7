import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/users')({
  beforeLoad: requireView('VIEW_USERS'),
  component: UsersScreen,
})

function UsersScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Usuários`} />
}
