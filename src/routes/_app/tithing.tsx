import { createFileRoute } from '@tanstack/react-router'
import { TithingScreen } from '../../features/treasury/tithing/tithing-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/tithing')({
  beforeLoad: requireView('VIEW_TITHING'),
  loader: () => loadArea('treasury'),
  component: TithingScreen,
})
