import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyListScreen } from '../../components/list-screen'
import { guardedRoute } from './-guard'

export const Route = createFileRoute('/_app/financial_report')(
  guardedRoute('VIEW_FINANCIAL_REPORT', FinancialReportScreen),
)

function FinancialReportScreen() {
  const { t } = useLingui()
  return <EmptyListScreen title={t`Relatório financeiro`} />
}
