import { msg, t } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { CashFlowPeriodIssue, CashFlowSource } from '../../../sync'
import { categoryLabel, originLabel } from '../../components/books'

/** Where money came from or went to, in the active language. */
export function sourceLabel(source: CashFlowSource): string {
  switch (source.kind) {
    case 'tithes':
      return t`Dízimos`
    case 'offerings':
      return t`Ofertas`
    case 'origin':
      return t`Receitas: ${originLabel(source.origin)}`
    case 'category':
      return t`Despesas: ${categoryLabel(source.category)}`
    case 'repasse':
      return t`Repasse`
  }
}

/** The spec's rule on the period (§5), said plainly. */
export const periodIssueText = labels<CashFlowPeriodIssue>({
  invalid_date: msg`Informe datas válidas.`,
  end_before_start: msg`O fim do período não pode ser antes do início.`,
  period_too_long: msg`O período não pode ser maior que 6 meses.`,
})

/** 'fluxo-de-caixa_2026-01-01_2026-06-30.pdf' ('cash-flow_…' in English, 'flujo-de-caja_…' in Spanish). */
export const cashFlowFileName = (start: string, end: string) =>
  `${t`fluxo-de-caixa`}_${start}_${end}.pdf`
