import { createFileRoute } from '@tanstack/react-router'
import { BudgetsScreen } from '../../features/treasury/entries/budgets-screen'
import { guardedRoute } from './-guard'

/** The budgets view: instalments of recurring entries, budgeted vs realized per month, realization. */
export const Route = createFileRoute('/_app/expenses_/budgets')(
  guardedRoute('VIEW_EXPENSES', Screen, 'treasury'),
)

function Screen() {
  return <BudgetsScreen kind="expense" />
}
