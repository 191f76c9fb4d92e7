import { plural, t } from '@lingui/core/macro'
import { localDateOf, type Member } from '../../../../sync'
import type { ReportSpec, ReportTable, ReportBranding } from '../../../components/pdf'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import type { SheetSpec } from '../../../lib/spreadsheet'
import { categoryLabel, statusLabel, titheLabel } from '../labels'
import { fullName } from '../member-display'
import { memberSince, type AgeBand, type Count, type MemberReport } from './member-report'

const bandLabel = (band: AgeBand) =>
  band === null
    ? t`Sem data de nascimento`
    : band[1] > 120
      ? t`${band[0]} anos ou mais`
      : t`${band[0]} a ${band[1]} anos`

/** The row that says why a members-only table leaves the visitors out, so its total is everyone. */
const visitorsApart = () => t`Visitantes (contados à parte)`

function countTable<K>(
  title: string,
  header: string,
  counts: readonly Count<K>[],
  label: (key: K) => string,
  visitors = 0,
): ReportTable {
  const rows = counts.map((c) => [label(c.key), formatNumber(c.count)])
  if (visitors > 0) rows.push([visitorsApart(), formatNumber(visitors)])
  return {
    title,
    columns: [
      { header, width: 4 },
      { header: t`Pessoas`, width: 1.5, align: 'right' },
    ],
    rows,
    total: [t`Total`, formatNumber(counts.reduce((s, c) => s + c.count, visitors))],
  }
}

/** '119 pessoas: 104 membros e 15 visitantes'. */
export function peopleSummary(report: Pick<MemberReport, 'people' | 'members' | 'visitors'>) {
  const people = plural(report.people, { one: '# pessoa', other: '# pessoas' })
  const members = plural(report.members, {
    0: 'nenhum membro',
    one: '# membro',
    other: '# membros',
  })
  const visitors = plural(report.visitors, {
    0: 'nenhum visitante',
    one: '# visitante',
    other: '# visitantes',
  })
  return t`${people}: ${members} e ${visitors}`
}

/** Everyone, then the members and the visitors: the figure every other table adds up to. */
function summaryTable(report: MemberReport): ReportTable {
  return {
    title: peopleSummary(report),
    columns: [
      { header: t`Grupo`, width: 4 },
      { header: t`Pessoas`, width: 1.5, align: 'right' },
    ],
    rows: [
      [t`Membros`, formatNumber(report.members)],
      [t`Visitantes`, formatNumber(report.visitors)],
    ],
    total: [t`Total`, formatNumber(report.people)],
  }
}

export interface MemberReportContext {
  owner: string
  branding: ReportBranding
  userName: string
  now: string
  start: string
  end: string
  month: string
  churchName: (id: string) => string
}

/** The report for the machinery (src/components/pdf). */
export function memberReportSpec(report: MemberReport, ctx: MemberReportContext): ReportSpec {
  const titheStatus = report.byTitheStatus
  return {
    title: t`Relatório de membros`,
    subtitle: t`Novos membros e transferências de ${formatDate(ctx.start)} a ${formatDate(ctx.end)}`,
    owner: ctx.owner,
    ...ctx.branding,
    generated: t`Gerado por ${ctx.userName} em ${formatDateTime(ctx.now)}`,
    pageLabel: (page, pages) => t`Página ${page} de ${pages}`,
    empty: t`Nenhum dado disponível.`,
    tables: [
      summaryTable(report),
      countTable(t`Por categoria`, t`Categoria`, report.byCategory, categoryLabel, report.visitors),
      countTable(t`Por situação`, t`Situação`, report.byStatus, statusLabel),
      countTable(t`Por igreja`, t`Igreja`, report.byChurch, ctx.churchName),
      countTable(t`Por faixa etária`, t`Faixa etária`, report.byAgeBand, bandLabel),
      ...(titheStatus
        ? [
            countTable(
              t`Situação de dízimo`,
              t`Situação`,
              titheStatus,
              (k) => (k === 'unknown' ? t`Sem registro` : titheLabel(k)),
              report.visitors,
            ),
          ]
        : []),
      {
        title: t`Aniversariantes de ${ctx.month}`,
        columns: [
          { header: t`Dia`, width: 1 },
          { header: t`Nome`, width: 4 },
          { header: t`Igreja`, width: 3 },
        ],
        rows: report.birthdays.map((b) => [
          String(b.day).padStart(2, '0'),
          fullName(b.member),
          ctx.churchName(b.member.churchId ?? ''),
        ]),
      },
      {
        title: t`Novos membros no período`,
        columns: [
          { header: t`Membro desde`, width: 1.5 },
          { header: t`Nome`, width: 4 },
          { header: t`Categoria`, width: 2 },
        ],
        rows: report.newMembers.map((m) => [
          formatDate(memberSince(m)),
          fullName(m),
          categoryLabel(m.category),
        ]),
      },
      {
        title: t`Transferências no período`,
        columns: [
          { header: t`Data`, width: 1.5 },
          { header: t`Nome`, width: 3 },
          { header: t`De`, width: 3 },
          { header: t`Para`, width: 3 },
        ],
        rows: report.transfers.map((x) => [
          formatDate(x.date),
          x.memberName,
          x.fromChurchName,
          x.toChurchName,
        ]),
      },
    ],
  }
}

/** The spreadsheet: every person (tithe status only for who may see it), then the totals. */
export function memberReportSheets(
  report: MemberReport,
  members: readonly Member[],
  ctx: Pick<MemberReportContext, 'churchName'>,
): SheetSpec[] {
  const seesTithe = report.byTitheStatus !== null
  const people = members
    .filter((m) => m.name !== '—')
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'pt-BR'))
  return [
    {
      name: t`Pessoas`,
      header: [
        t`Nome`,
        t`Igreja`,
        t`Categoria`,
        t`Situação`,
        t`Nascimento`,
        t`Membro desde`,
        t`Cadastro`,
        ...(seesTithe ? [t`Dízimo`] : []),
      ],
      rows: people.map((m) => [
        fullName(m),
        ctx.churchName(m.churchId ?? ''),
        categoryLabel(m.category),
        statusLabel(m.status),
        m.birthDate ? formatDate(m.birthDate) : '',
        formatDate(memberSince(m)),
        formatDate(localDateOf(m.createdAt)),
        ...(seesTithe ? [m.titheStatus ? titheLabel(m.titheStatus) : ''] : []),
      ]),
      widths: [36, 28, 14, 12, 12, 13, 12, 12],
    },
    {
      name: t`Totais`,
      header: [t`Grupo`, t`Valor`, t`Pessoas`],
      rows: [
        [t`Pessoas`, t`Membros`, report.members],
        [t`Pessoas`, t`Visitantes`, report.visitors],
        ...report.byCategory.map((c) => [t`Categoria`, categoryLabel(c.key), c.count]),
        ...(report.visitors > 0 ? [[t`Categoria`, visitorsApart(), report.visitors]] : []),
        ...report.byStatus.map((c) => [t`Situação`, statusLabel(c.key), c.count]),
        ...report.byChurch.map((c) => [t`Igreja`, ctx.churchName(c.key), c.count]),
        ...report.byAgeBand.map((c) => [t`Faixa etária`, bandLabel(c.key), c.count]),
      ],
      widths: [16, 32, 10],
    },
  ]
}

/** 'relatorio-de-membros_2026-11-24.pdf' in the user's language. */
export const memberReportFileName = (today: string, extension: 'pdf' | 'xlsx') =>
  `${t`relatorio-de-membros`}_${today}.${extension}`
