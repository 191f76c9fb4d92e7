import { createFileRoute } from '@tanstack/react-router'
import { AssetScreen } from '../../features/assets/asset-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/assets_/$assetId')({
  beforeLoad: requireView('VIEW_ASSETS'),
  loader: () => loadArea('assets'),
  component: AssetScreen,
})
