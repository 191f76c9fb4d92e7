import { createFileRoute } from '@tanstack/react-router'
import { MemberViewScreen } from '../../features/members/view/member-view-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/members_/$memberId')({
  beforeLoad: requireView('VIEW_MEMBER'),
  loader: () => loadArea('members'),
  component: MemberViewScreen,
})
