import { createFileRoute } from '@tanstack/react-router'
import { AssetsScreen } from '../../features/assets/assets-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/assets')({
  beforeLoad: requireView('VIEW_ASSETS'),
  loader: () => loadArea('assets'),
  component: AssetsScreen,
})
