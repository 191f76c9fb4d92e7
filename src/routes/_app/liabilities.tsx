import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/liabilities')({
  ...guarded('VIEW_LIABILITIES'),
  component: LiabilitiesScreen,
})

function LiabilitiesScreen() {
  return <EmptyListScreen title={msg`Passivos`} />
}
