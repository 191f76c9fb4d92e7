import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/revenues')({
  beforeLoad: requireView('VIEW_REVENUES'),
  loader: () => loadArea('treasury'),
  component: RevenuesScreen,
})

function RevenuesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Receitas`} />
}
