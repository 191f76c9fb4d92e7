import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/assets')({
  beforeLoad: requireView('VIEW_ASSETS'),
  component: AssetsScreen,
})

function AssetsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Patrimônio`} />
}
