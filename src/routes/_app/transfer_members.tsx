import { createFileRoute } from '@tanstack/react-router'
import { TransfersScreen } from '../../features/members/transfer/transfers-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/transfer_members')({
  beforeLoad: requireView('VIEW_MEMBER_REPORT'),
  loader: () => loadArea('members'),
  component: TransfersScreen,
})
