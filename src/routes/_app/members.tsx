import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/members')({
  beforeLoad: requireView('VIEW_MEMBER'),
  component: MembersScreen,
})

function MembersScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Cadastro de membros`} />
}
