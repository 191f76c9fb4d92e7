import { createFileRoute } from '@tanstack/react-router'
import { MemberViewScreen } from '../../features/members/view/member-view-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

/** A visitor's record: the member view, under /visitors so the menu shows where the user is. */
export const Route = createFileRoute('/_app/visitors_/$memberId')({
  beforeLoad: requireView('VIEW_MEMBER'),
  loader: () => loadArea('members'),
  component: MemberViewScreen,
})
