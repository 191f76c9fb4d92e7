import { createFileRoute } from '@tanstack/react-router'
import { ImportScreen } from '../../features/members/import/import-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/members_/import')({
  beforeLoad: requireView('VIEW_MEMBER'),
  loader: () => loadArea('members'),
  component: ImportScreen,
})
