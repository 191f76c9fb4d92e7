import { createFileRoute } from '@tanstack/react-router'
import { BudgetsScreen } from '../../features/treasury/entries/budgets-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

/** The budgets view: instalments of recurring entries, budgeted vs realized per month, realization. */
export const Route = createFileRoute('/_app/expenses_/budgets')({
  beforeLoad: requireView('VIEW_EXPENSES'),
  loader: () => loadArea('treasury'),
  component: Screen,
})

function Screen() {
  return <BudgetsScreen kind="expense" />
}
