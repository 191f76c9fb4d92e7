import { createFileRoute } from '@tanstack/react-router'
import { CashFlowScreen } from '../../features/reports/cash-flow-screen'
import { loadArea } from '../../lib/i18n'
import { requireView } from './-guard'

export const Route = createFileRoute('/_app/financial_report')({
  beforeLoad: requireView('VIEW_FINANCIAL_REPORT'),
  loader: () => loadArea('reports'),
  component: CashFlowScreen,
})
