import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/assets')({
  ...guarded('VIEW_ASSETS'),
  component: AssetsScreen,
})

function AssetsScreen() {
  return <EmptyListScreen title={msg`Patrimônio`} />
}
