import { createFileRoute } from '@tanstack/react-router'
import { BudgetsScreen } from '../../features/treasury/entries/budgets-screen'
import { guarded } from './-guard'

/** The budgets view: instalments of recurring entries, budgeted vs realized per month, realization. */
export const Route = createFileRoute('/_app/revenues_/budgets')({
  ...guarded('VIEW_REVENUES', 'treasury'),
  component: Screen,
})

function Screen() {
  return <BudgetsScreen kind="revenue" />
}
