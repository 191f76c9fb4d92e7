import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/levels')({
  beforeLoad: requireView('VIEW_LEVELS'),
  loader: () => loadArea('admin'),
  component: LevelsScreen,
})

function LevelsScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Níveis`} />
}
