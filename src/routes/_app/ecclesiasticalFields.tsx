import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/ecclesiasticalFields')({
  beforeLoad: requireView('VIEW_FIELDS'),
  loader: () => loadArea('admin'),
  component: EcclesiasticalFieldsScreen,
})

function EcclesiasticalFieldsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Campos eclesiásticos`} />
}
