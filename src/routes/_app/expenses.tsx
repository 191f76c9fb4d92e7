import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/expenses')({
  beforeLoad: requireView('VIEW_EXPENSES'),
  loader: () => loadArea('treasury'),
  component: ExpensesScreen,
})

function ExpensesScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Despesas`} />
}
