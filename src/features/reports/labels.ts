import { t } from '@lingui/core/macro'
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
export function periodIssueText(issue: CashFlowPeriodIssue): string {
  switch (issue) {
    case 'invalid_date':
      return t`Informe datas válidas.`
    case 'end_before_start':
      return t`O fim do período não pode ser antes do início.`
    case 'period_too_long':
      return t`O período não pode ser maior que 6 meses.`
  }
}

/** 'fluxo-de-caixa_2026-01-01_2026-06-30.pdf' ('cash-flow_…' in English, 'flujo-de-caja_…' in Spanish). */
export const cashFlowFileName = (start: string, end: string) =>
  `${t`fluxo-de-caixa`}_${start}_${end}.pdf`
