import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/ecclesiasticalFields')({
  beforeLoad: requireView('VIEW_FIELDS'),
  component: EcclesiasticalFieldsScreen,
})

function EcclesiasticalFieldsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Campos eclesiásticos`} />
}
