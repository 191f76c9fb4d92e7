import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guarded } from './-guard'

export const Route = createFileRoute('/_app/financial_report')({
  ...guarded('VIEW_FINANCIAL_REPORT'),
  component: FinancialReportScreen,
})

function FinancialReportScreen() {
  return <EmptyListScreen title={msg`Relatório financeiro`} />
}
