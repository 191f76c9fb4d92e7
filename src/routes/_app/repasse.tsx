import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/repasse')({
  beforeLoad: requireView('VIEW_REPASSE'),
  loader: () => loadArea('treasury'),
  component: RepasseScreen,
})

function RepasseScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Repasse`} />
}
