import { addDays, cashFlow, type Member, type MemberTransfer } from '../../../sync'
import { activateLocale, loadArea } from '../../../src/lib/i18n'
import { cashFlowReport } from '../../../src/features/reports/cash-flow-report'
import { memberReport } from '../../../src/features/members/report/member-report'
import { memberReportSpec } from '../../../src/features/members/report/member-report-files'
import { loadReportPdf } from '../../../src/components/pdf'

/**
 * The reports made on the device (issue 16), timed in the browser from the rows to a finished
 * PDF blob: 6 months of a busy church's books (tithes, receipts, payments and their entries) and
 * the member report of 5,000 people. Synthetic rows, built before the clock starts; the first
 * render loads the PDF chunk and is reported apart.
 */
export interface ReportFigure {
  rows: number
  /** Computation and the report's tables. */
  computeMs: number
  /** The PDF rendered to a blob. */
  renderMs: number
  totalMs: number
  bytes: number
}

const START = '2026-01-01'
const END = '2026-06-30'
const METHODS = ['dinheiro', 'pix', 'cartao_de_debito'] as const
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T

function busyChurchBooks() {
  const tithes = Array.from({ length: 3_600 }, (_, i) => ({
    id: `t${i}`,
    amount: 1_000 + ((i * 7_919) % 50_000),
    date: addDays('2025-12-01', i % 212),
    memberId: i % 9 === 0 ? null : `m${i % 400}`,
    paymentMethod: pick(METHODS, i),
  }))
  const revenues = Array.from({ length: 300 }, (_, i) => ({
    id: `r${i}`,
    amount: 20_000 + i,
    origin: pick(['oferta', 'venda', 'doacao', 'evento'] as const, i),
    dueDate: addDays(START, i % 181),
    recurrence: 'unico' as const,
    endDate: null,
  }))
  const expenses = Array.from({ length: 300 }, (_, i) => ({
    id: `e${i}`,
    amount: 15_000 + i,
    category: pick(['maintenance', 'office', 'event', 'other'] as const, i),
    repasseRegisterId: i % 10 === 0 ? `reg${i}` : null,
    dueDate: addDays(START, i % 181),
    recurrence: 'unico' as const,
    endDate: null,
  }))
  const receipts = revenues.map((r) => ({ amount: r.amount, date: r.dueDate, entryId: r.id }))
  const payments = expenses.map((e) => ({ amount: e.amount, date: e.dueDate, entryId: e.id }))
  return { tithes, revenues, expenses, receipts, payments }
}

function people(): { members: Member[]; transfers: MemberTransfer[] } {
  const members = Array.from(
    { length: 5_000 },
    (_, i) =>
      ({
        id: `m${i}`,
        name: `Pessoa${i}`,
        surname: 'Sá',
        churchId: `c${i % 20}`,
        status: i % 10 === 0 ? 'visitor' : i % 13 === 0 ? 'inactive' : 'active',
        category: pick(['member', 'cooperator', 'deacon', 'presbyter'] as const, i),
        birthDate: addDays('1950-01-01', (i * 37) % 25_000),
        createdAt: `${addDays('2024-01-01', i % 1_000)}T12:00:00Z`,
      }) as Member,
  )
  const transfers = Array.from(
    { length: 200 },
    (_, i) =>
      ({
        id: `x${i}`,
        date: addDays('2026-01-01', i),
        memberName: `Pessoa${i}`,
        fromChurchName: 'Igreja A',
        toChurchName: 'Igreja B',
      }) as MemberTransfer,
  )
  return { members, transfers }
}

const context = {
  owner: 'Igreja Bench',
  branding: { color: '#1a4f8b' },
  userName: 'Bench',
  now: `${END}T12:00:00Z`,
}

async function timed(
  build: () => Parameters<Awaited<ReturnType<typeof loadReportPdf>>['renderReportPdf']>[0],
  rows: number,
): Promise<ReportFigure> {
  const { renderReportPdf } = await loadReportPdf()
  const t0 = performance.now()
  const spec = build()
  const t1 = performance.now()
  const blob = await renderReportPdf(spec)
  const t2 = performance.now()
  return { rows, computeMs: t1 - t0, renderMs: t2 - t1, totalMs: t2 - t0, bytes: blob.size }
}

export async function reportsBench(): Promise<{
  firstLoadMs: number
  cashFlow: ReportFigure
  members: ReportFigure
}> {
  await activateLocale('pt-BR')
  await loadArea('reports')
  await loadArea('members')
  const t0 = performance.now()
  await loadReportPdf()
  const firstLoadMs = performance.now() - t0
  const books = busyChurchBooks()
  const entries = books.tithes.length + books.receipts.length + books.payments.length
  const flow = await timed(
    () => cashFlowReport(cashFlow({ start: START, end: END, ...books }), context),
    entries,
  )
  const { members, transfers } = people()
  const report = await timed(
    () =>
      memberReportSpec(memberReport({ members, transfers, start: START, end: END, today: END }), {
        ...context,
        start: START,
        end: END,
        month: 'junho de 2026',
        churchName: (id) => `Igreja ${id}`,
      }),
    members.length,
  )
  return { firstLoadMs, cashFlow: flow, members: report }
}
