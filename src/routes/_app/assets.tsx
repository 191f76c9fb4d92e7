import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/assets')({
  ...guarded('VIEW_ASSETS'),
  component: AssetsScreen,
})

function AssetsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Patrimônio`} />
}
