import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/tithing')({
  beforeLoad: requireView('VIEW_TITHING'),
  loader: () => loadArea('treasury'),
  component: TithingScreen,
})

function TithingScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Dízimos`} />
}
