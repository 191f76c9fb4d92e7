import { createFileRoute } from '@tanstack/react-router'
import { NewMemberScreen } from '../../features/members/screens'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/members_/new')({
  beforeLoad: requireView('VIEW_MEMBER'),
  loader: () => loadArea('members'),
  component: NewMemberScreen,
})
