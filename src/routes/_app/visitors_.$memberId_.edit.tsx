import { createFileRoute } from '@tanstack/react-router'
import { EditMemberScreen } from '../../features/members/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/visitors_/$memberId_/edit')({
  beforeLoad: requireView('VIEW_MEMBER'),
  loader: () => loadArea('members'),
  component: EditMemberScreen,
})
