import { createFileRoute } from '@tanstack/react-router'
import { BudgetsScreen } from '../../features/treasury/entries/budgets-screen'
import { guarded, situationSearch } from './-guard'

/** The budgets view: instalments of recurring entries, budgeted vs realized per month, realization. */
export const Route = createFileRoute('/_app/expenses_/budgets')({
  validateSearch: situationSearch,
  ...guarded('VIEW_EXPENSES', 'treasury'),
  component: Screen,
})

function Screen() {
  const { situacao } = Route.useSearch()
  return <BudgetsScreen kind="expense" initialFilter={situacao} />
}
