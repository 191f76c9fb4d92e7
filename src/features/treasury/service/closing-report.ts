import { t } from '@lingui/core/macro'
import {
  closingFigures,
  type CashCount,
  type ClosingFigures,
  type ClosingTithe,
} from '../../../../sync'
import type { ReportSpec, ReportBranding } from '../../../components/pdf'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { methodLabel } from '../shared/labels'

export interface ClosingRecord {
  date: string
  counts: readonly CashCount[]
  counters: readonly string[]
  notes: string
  figures: ClosingFigures
  /** The session's entries (absent where the caller did not keep them). */
  titheIds?: readonly string[]
  /** The church of the service, for its letterhead (absent: the name only). */
  churchId?: string
}

/** A session's entry as the closing tells tithes (a member's) from offerings (no member). */
export interface ClosingEntry extends ClosingTithe {
  memberId: string | null
}

/** The figures of the tithes and of the offerings apart, each by payment method. */
export interface ClosingKinds {
  tithes: ClosingFigures['byMethod']
  offerings: ClosingFigures['byMethod']
}

/**
 * Tithes and offerings apart (closingFigures on each), or null when the device does not hold
 * every entry of the session (then only the figures the server recorded are printed).
 */
export function closingKinds(
  titheIds: readonly string[] | undefined,
  entries: readonly ClosingEntry[],
): ClosingKinds | null {
  if (!titheIds) return null
  const ids = new Set(titheIds)
  const held = entries.filter((e) => ids.has(e.id))
  if (new Set(held.map((e) => e.id)).size !== ids.size) return null
  const of = (kind: (e: ClosingEntry) => boolean) => {
    const subset = held.filter(kind)
    return closingFigures(
      subset.map((e) => e.id),
      subset,
      [],
    ).byMethod
  }
  return { tithes: of((e) => e.memberId !== null), offerings: of((e) => e.memberId === null) }
}

/** 'conferencia-do-ofertorio_2026-11-22.pdf' in the user's language. */
export const closingFileName = (date: string) => `${t`conferencia-do-ofertorio`}_${date}.pdf`

function methodTable(title: string, byMethod: ClosingFigures['byMethod'], totalLabel: string) {
  return {
    title,
    columns: [
      { header: t`Forma`, width: 3 },
      { header: t`Lançamentos`, width: 2, align: 'right' as const },
      { header: t`Total`, width: 2, align: 'right' as const },
    ],
    rows: byMethod.map((m) => [methodLabel(m.method), formatNumber(m.count), formatMoney(m.total)]),
    total: [
      totalLabel,
      formatNumber(byMethod.reduce((s, m) => s + m.count, 0)),
      formatMoney(byMethod.reduce((s, m) => s + m.total, 0)),
    ],
  }
}

/**
 * The one-page closing for the church's records: the count, the tithes and the offerings each
 * by payment method (when the device holds the session's entries: `kinds`), what was entered,
 * the difference, and a line for each counter to sign.
 */
export function closingReport(
  record: ClosingRecord,
  context: {
    owner: string
    /** The church's CNPJ and address lines. */
    ownerLines?: readonly string[]
    branding: ReportBranding
    userName: string
    now: string
    kinds?: ClosingKinds | null
  },
): ReportSpec {
  const { figures } = record
  const kinds = context.kinds ?? null
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
    ownerLines: context.ownerLines,
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
      ...(kinds
        ? [
            methodTable(t`Dízimos por forma de pagamento`, kinds.tithes, t`Total de dízimos`),
            methodTable(t`Ofertas por forma de pagamento`, kinds.offerings, t`Total de ofertas`),
          ]
        : []),
      methodTable(
        kinds ? t`Dízimos e ofertas por forma de pagamento` : t`Por forma de pagamento`,
        figures.byMethod,
        t`Total`,
      ),
    ],
    paragraphs: record.notes ? [t`Observações: ${record.notes}`] : [],
    signatures: record.counters.map((name) => ({ name, role: t`Conferente` })),
  }
}
