import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/transfer_members')({
  beforeLoad: requireView('VIEW_MEMBER_REPORT'),
  loader: () => loadArea('members'),
  component: TransferMembersScreen,
})

function TransferMembersScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Transferência de membros`} />
}
