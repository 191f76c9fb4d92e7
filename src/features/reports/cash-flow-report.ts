import { t } from '@lingui/core/macro'
import type { CashFlow } from '../../../sync'
import type { ReportBranding, ReportSignature, ReportSpec } from '../../components/pdf'
import { formatDate, formatDateTime, formatMoney, formatPeriod } from '../../lib/format'
import { inflowRows } from './inflow-rows'
import { sourceLabel } from './labels'

/**
 * The cash flow as a report for the machinery (src/components/pdf): summary, months, sources
 * (offerings and tithes one figure each, with where they came from), foreseen vs realised; the
 * church's CNPJ and address under its name, and the signature lines an assembly signs.
 */
export function cashFlowReport(
  flow: CashFlow,
  context: {
    owner: string
    ownerLines?: readonly string[]
    signatures?: readonly ReportSignature[]
    branding: ReportBranding
    userName: string
    now: string
  },
): ReportSpec {
  const money = formatMoney
  const sum = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0)
  return {
    title: t`Fluxo de caixa`,
    subtitle: t`Período: ${formatDate(flow.start)} a ${formatDate(flow.end)}`,
    owner: context.owner,
    ownerLines: context.ownerLines,
    signatures: context.signatures,
    ...context.branding,
    generated: t`Gerado por ${context.userName} em ${formatDateTime(context.now)}`,
    pageLabel: (page, pages) => t`Página ${page} de ${pages}`,
    empty: t`Nenhum dado disponível.`,
    tables: [
      {
        title: t`Resumo`,
        columns: [
          { header: '', width: 3 },
          { header: t`Valor`, width: 2, align: 'right' },
        ],
        rows: [
          [t`Saldo inicial`, money(flow.opening)],
          [t`Entradas`, money(flow.inflow)],
          [t`Saídas`, money(flow.outflow)],
        ],
        total: [t`Saldo final`, money(flow.closing)],
      },
      {
        title: t`Por mês`,
        columns: [
          { header: t`Mês`, width: 3 },
          { header: t`Entradas`, width: 2, align: 'right' },
          { header: t`Saídas`, width: 2, align: 'right' },
          { header: t`Saldo`, width: 2, align: 'right' },
        ],
        rows: flow.months.map((m) => [
          formatPeriod(m.period),
          money(m.inflow),
          money(m.outflow),
          money(m.balance),
        ]),
        total: [t`Total`, money(flow.inflow), money(flow.outflow), money(flow.closing)],
      },
      {
        title: t`Entradas por origem`,
        columns: [
          { header: t`Origem`, width: 3 },
          { header: t`Valor`, width: 2, align: 'right' },
        ],
        rows: inflowRows(flow.inflowBySource).map((row) => [row.label, money(row.amount)]),
        total: [t`Total`, money(sum(flow.inflowBySource))],
      },
      {
        title: t`Saídas por categoria`,
        columns: [
          { header: t`Categoria`, width: 3 },
          { header: t`Valor`, width: 2, align: 'right' },
        ],
        rows: flow.outflowBySource.map((s) => [sourceLabel(s.source), money(s.amount)]),
        total: [t`Total`, money(sum(flow.outflowBySource))],
      },
      {
        title: t`Previsto x realizado`,
        columns: [
          { header: t`Mês`, width: 2.4 },
          { header: t`Receitas previstas`, width: 2, align: 'right' },
          { header: t`Recebidas`, width: 2, align: 'right' },
          { header: t`Despesas previstas`, width: 2, align: 'right' },
          { header: t`Pagas`, width: 2, align: 'right' },
        ],
        rows: flow.months.map((m) => [
          formatPeriod(m.period),
          money(m.budgetedIn),
          money(m.realizedIn),
          money(m.budgetedOut),
          money(m.realizedOut),
        ]),
      },
    ],
  }
}
