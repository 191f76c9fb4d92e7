import { t } from '@lingui/core/macro'
import type { EbdMark, QuarterReport, RollFigures, SundaySummary } from '../../../sync'
import type { ReportBranding, ReportSpec, ReportTable } from '../../components/pdf'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format'

/**
 * What the Sunday school reads aloud and shares (docs/ebd.md): the superintendent's Sunday
 * summary as WhatsApp text and as a PDF, and the quarter report's PDF. Built from the pure
 * figures (sync/rules/ebd.ts, ebd-quarter.ts); no PDF library here (./report-pdf draws the spec).
 */

export interface ReportContext {
  /** The church's name. */
  owner: string
  ownerLines?: readonly string[]
  branding: ReportBranding
  userName: string
  now: string
}

/** 90 %: the share of a class's students present. */
export const formatShare = (share: number) =>
  formatNumber(share, undefined, { style: 'percent', maximumFractionDigits: 0 })

const shareOf = (f: RollFigures) => (f.enrolled === 0 ? 0 : f.present / f.enrolled)

/** The figures in the order a church reads them aloud, each with its label. */
export function figureLines(f: RollFigures): [string, string][] {
  return [
    [t`Matriculados`, formatNumber(f.enrolled)],
    [t`Presentes`, formatNumber(f.present)],
    [t`Ausentes`, formatNumber(f.absent)],
    [t`Visitantes`, formatNumber(f.visitors)],
    [t`Total de presentes com visitantes`, formatNumber(f.attendance)],
    [t`Bíblias`, formatNumber(f.bibles)],
    [t`Revistas`, formatNumber(f.magazines)],
    [t`Oferta`, formatMoney(f.offering)],
  ]
}

/** "Classe destaque: Jovens (presença de 90 %)", or null when no class took its roll. */
export function bestLine(summary: SundaySummary): string | null {
  const best = summary.best
  if (!best) return null
  const share = formatShare(shareOf(best.figures))
  return t`Classe destaque: ${best.name} (presença de ${share})`
}

/** The Sunday summary as a WhatsApp message (bold title, one figure a line, each class after). */
export function sundaySummaryText(summary: SundaySummary, church: string): string {
  const day = formatDate(summary.date)
  const lines = [`*${t`Escola Bíblica Dominical`} — ${church}*`, t`Domingo, ${day}`, '']
  for (const [label, value] of figureLines(summary.totals)) lines.push(`${label}: ${value}`)
  const best = bestLine(summary)
  if (best) lines.push('', `*${best}*`)
  const taken = summary.classes.filter((c) => c.taken)
  if (taken.length > 0) {
    lines.push('', t`Por classe:`)
    for (const c of taken) {
      const present = formatNumber(c.figures.present)
      const enrolled = formatNumber(c.figures.enrolled)
      const offering = formatMoney(c.figures.offering)
      lines.push(`• ${c.name}: ${t`presentes: ${present} de ${enrolled}; oferta: ${offering}`}`)
    }
  }
  const visitors = summary.classes.flatMap((c) => c.visitorNames)
  if (visitors.length > 0) lines.push('', t`Visitantes do dia: ${visitors.join(', ')}`)
  const missing = summary.classes.filter((c) => !c.taken)
  if (missing.length > 0) lines.push('', t`Sem chamada: ${missing.map((c) => c.name).join(', ')}`)
  return lines.join('\n')
}

const header = (context: ReportContext) => ({
  owner: context.owner,
  ownerLines: context.ownerLines,
  ...context.branding,
  generated: t`Gerado por ${context.userName} em ${formatDateTime(context.now)}`,
  pageLabel: (page: number, pages: number) => t`Página ${page} de ${pages}`,
})

/** 'ebd-resumo_2026-11-29.pdf' in the user's language. */
export const sundayFileName = (date: string) => `${t`ebd-resumo`}_${date}.pdf`

/** The Sunday summary's PDF: the totals to read aloud, the best class, each class's figures. */
export function sundaySummaryReport(summary: SundaySummary, context: ReportContext): ReportSpec {
  const money = (v: number) => formatMoney(v)
  const n = (v: number) => formatNumber(v)
  const best = bestLine(summary)
  const missing = summary.classes.filter((c) => !c.taken).map((c) => c.name)
  return {
    title: t`Resumo da Escola Bíblica Dominical`,
    subtitle: t`Domingo, ${formatDate(summary.date)}`,
    ...header(context),
    tables: [
      {
        title: t`Totais da igreja`,
        columns: [
          { header: '', width: 3 },
          { header: t`Total`, width: 2, align: 'right' },
        ],
        rows: figureLines(summary.totals),
      },
      {
        title: t`Por classe`,
        columns: [
          { header: t`Classe`, width: 4 },
          { header: t`Matric.`, width: 2, align: 'right' },
          { header: t`Presentes`, width: 2, align: 'right' },
          { header: t`Ausentes`, width: 2, align: 'right' },
          { header: t`Visitantes`, width: 2, align: 'right' },
          { header: t`Bíblias`, width: 2, align: 'right' },
          { header: t`Revistas`, width: 2, align: 'right' },
          { header: t`Oferta`, width: 3, align: 'right' },
        ],
        rows: summary.classes.map((c) => [
          c.name,
          n(c.figures.enrolled),
          n(c.figures.present),
          n(c.figures.absent),
          n(c.figures.visitors),
          n(c.figures.bibles),
          n(c.figures.magazines),
          money(c.figures.offering),
        ]),
        total: [
          t`Total`,
          n(summary.totals.enrolled),
          n(summary.totals.present),
          n(summary.totals.absent),
          n(summary.totals.visitors),
          n(summary.totals.bibles),
          n(summary.totals.magazines),
          money(summary.totals.offering),
        ],
      },
    ],
    paragraphs: [
      ...(best ? [best] : []),
      ...(missing.length > 0 ? [t`Sem chamada: ${missing.join(', ')}`] : []),
    ],
  }
}

/** 'ebd-trimestre_2027-01-03.pdf' in the user's language. */
export const quarterFileName = (startDate: string) => `${t`ebd-trimestre`}_${startDate}.pdf`

const markText = (mark: EbdMark) => (mark === 'present' ? t`P` : mark === 'absent' ? t`F` : '·')

/**
 * The quarter report's PDF: each class's figures, the students to visit (three Sundays missed in
 * a row), each class's students with a mark per Sunday, and the magazine used.
 */
export function quarterReportSpec(
  report: QuarterReport,
  quarter: { name: string; magazine: string },
  nameOf: (studentId: string) => string,
  context: ReportContext,
): ReportSpec {
  const n = (v: number) => formatNumber(v)
  const classNames = new Map(report.classes.map((c) => [c.classId, c.name]))
  const first = report.sundays[0] ?? ''
  const last = report.sundays.at(-1) ?? ''
  const summary: ReportTable = {
    title: t`Por classe`,
    columns: [
      { header: t`Classe`, width: 4 },
      { header: t`Chamadas`, width: 2, align: 'right' },
      { header: t`Presença`, width: 2, align: 'right' },
      { header: t`Visitantes`, width: 2, align: 'right' },
      { header: t`Bíblias`, width: 2, align: 'right' },
      { header: t`Revistas`, width: 2, align: 'right' },
      { header: t`Oferta`, width: 3, align: 'right' },
    ],
    rows: report.classes.map((c) => [
      c.name,
      n(c.rolls),
      formatShare(c.rate),
      n(c.visitors),
      n(c.bibles),
      n(c.magazines),
      formatMoney(c.offering),
    ]),
    total: [
      t`Total`,
      n(report.totals.rolls),
      formatShare(report.totals.rate),
      n(report.totals.visitors),
      n(report.totals.bibles),
      n(report.totals.magazines),
      formatMoney(report.totals.offering),
    ],
  }
  const toVisit: ReportTable = {
    title: t`Alunos a visitar (faltaram a 3 domingos seguidos ou mais)`,
    columns: [
      { header: t`Aluno`, width: 5 },
      { header: t`Classe`, width: 4 },
      { header: t`Faltas seguidas`, width: 2, align: 'right' },
      { header: t`Ainda faltando`, width: 2 },
    ],
    rows: report.toVisit.map((v) => [
      nameOf(v.studentId),
      classNames.get(v.classId) ?? '',
      n(v.missed),
      v.ongoing ? t`Sim` : t`Não`,
    ]),
  }
  const perClass: ReportTable[] = report.classes
    .filter((c) => c.students.length > 0)
    .map((c) => ({
      title: t`Classe ${c.name}: presença por aluno`,
      columns: [
        { header: t`Aluno`, width: 7 },
        // One cell of marks, a Sunday each ("P P F ·"): a cell per Sunday made the report's
        // layout three times slower on a church of 600 students (docs/benchmarks.md).
        { header: t`Domingos 1 a ${n(report.sundays.length)}`, width: 8 },
        { header: t`Pres.`, width: 2, align: 'right' as const },
        { header: t`Faltas`, width: 2, align: 'right' as const },
      ],
      rows: c.students
        .map((s) => ({ s, name: nameOf(s.studentId) }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ s, name }) => [name, s.marks.map(markText).join(' '), n(s.present), n(s.absent)]),
    }))
  return {
    title: t`Relatório do trimestre da EBD`,
    subtitle: t`${quarter.name} · de ${formatDate(first)} a ${formatDate(last)}`,
    ...header(context),
    tables: [summary, ...(report.toVisit.length > 0 ? [toVisit] : []), ...perClass],
    paragraphs: [
      t`Revista do trimestre: ${quarter.magazine || '—'}. Revistas trazidas às aulas: ${n(report.totals.magazines)}.`,
      t`Domingos numerados de 1 a ${n(report.sundays.length)} a partir de ${formatDate(first)}. P: presente; F: falta; ·: sem chamada ou fora da classe.`,
    ],
  }
}
