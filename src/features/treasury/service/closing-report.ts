import { t } from '@lingui/core/macro'
import type { CashCount, ClosingFigures } from '../../../../sync'
import type { ReportSpec, ReportBranding } from '../../../components/pdf'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { methodLabel } from '../shared/labels'

export interface ClosingRecord {
  date: string
  counts: readonly CashCount[]
  counters: readonly string[]
  notes: string
  figures: ClosingFigures
}

/** 'conferencia-do-ofertorio_2026-11-22.pdf' in the user's language. */
export const closingFileName = (date: string) => `${t`conferencia-do-ofertorio`}_${date}.pdf`

/** The one-page closing for the church's records: the count, what was entered, the difference, who counted. */
export function closingReport(
  record: ClosingRecord,
  context: { owner: string; branding: ReportBranding; userName: string; now: string },
): ReportSpec {
  const { figures } = record
  const difference =
    figures.difference === 0
      ? t`Confere`
      : figures.difference < 0
        ? t`Falta ${formatMoney(-figures.difference)}`
        : t`Sobra ${formatMoney(figures.difference)}`
  return {
    title: t`Conferência do ofertório`,
    subtitle: t`Culto de ${formatDate(record.date)}`,
    owner: context.owner,
    ...context.branding,
    generated: t`Gerado por ${context.userName} em ${formatDateTime(context.now)}`,
    pageLabel: (page, pages) => t`Página ${page} de ${pages}`,
    tables: [
      {
        title: t`Contagem do dinheiro`,
        columns: [
          { header: t`Cédula ou moeda`, width: 3 },
          { header: t`Quantidade`, width: 2, align: 'right' },
          { header: t`Valor`, width: 2, align: 'right' },
        ],
        rows: record.counts
          .filter((c) => c.quantity > 0)
          .map((c) => [
            formatMoney(c.denomination),
            formatNumber(c.quantity),
            formatMoney(c.denomination * c.quantity),
          ]),
        total: [t`Dinheiro contado`, '', formatMoney(figures.countedCash)],
      },
      {
        title: t`Resumo`,
        columns: [
          { header: '', width: 3 },
          { header: t`Valor`, width: 2, align: 'right' },
        ],
        rows: [
          [t`Dinheiro lançado`, formatMoney(figures.expectedCash)],
          [t`Dinheiro contado`, formatMoney(figures.countedCash)],
        ],
        total: [t`Diferença`, `${formatMoney(figures.difference)} (${difference})`],
      },
      {
        title: t`Por forma de pagamento`,
        columns: [
          { header: t`Forma`, width: 3 },
          { header: t`Lançamentos`, width: 2, align: 'right' },
          { header: t`Total`, width: 2, align: 'right' },
        ],
        rows: figures.byMethod.map((m) => [
          methodLabel(m.method),
          formatNumber(m.count),
          formatMoney(m.total),
        ]),
        total: [
          t`Total`,
          formatNumber(figures.entries),
          formatMoney(figures.byMethod.reduce((s, m) => s + m.total, 0)),
        ],
      },
      {
        title: t`Conferido por`,
        columns: [
          { header: t`Nome`, width: 3 },
          { header: t`Assinatura`, width: 3 },
        ],
        rows: [
          ...record.counters.map((name) => [name, '']),
          ...(record.notes ? [[t`Observações: ${record.notes}`, '']] : []),
        ],
      },
    ],
  }
}
