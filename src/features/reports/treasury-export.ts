import { t } from '@lingui/core/macro'
import {
  expandInstalments,
  type Expense,
  type Payment,
  type Revenue,
  type Tithe,
} from '../../../sync'
import { categoryLabel, methodLabel, originLabel } from '../../components/books'
import { writeCsv } from '../../lib/csv'
import { formatDate, formatMoney } from '../../lib/format'
import type { SheetSpec } from '../../lib/spreadsheet'

/**
 * The period's books for the accountant: every realised movement (tithes and offerings,
 * receipts, payments) and every revenue and expense instalment due in the period with what was
 * realised of it. Tithes carry no member name (the accountant needs the books, not who gave).
 * XLSX through the one spreadsheet writer; CSV through the one CSV writer (formulas neutralised).
 */

export interface TreasuryRows {
  tithes: readonly Tithe[]
  revenues: readonly Revenue[]
  receipts: readonly Payment[]
  expenses: readonly Expense[]
  payments: readonly Payment[]
}

const code = (e: Revenue | Expense) =>
  e.code === null ? '' : e.codeYear ? `${e.code}/${e.codeYear}` : String(e.code)

export function treasurySheets(
  rows: TreasuryRows,
  start: string,
  end: string,
  churchName: (id: string) => string,
): SheetSpec[] {
  const inPeriod = (date: string) => date >= start && date <= end
  const revenues = new Map(rows.revenues.map((r) => [r.id, r]))
  const expenses = new Map(rows.expenses.map((e) => [e.id, e]))
  type Movement = [string, string, string, string, string, string, number, number]
  const movements: Movement[] = []
  for (const x of rows.tithes)
    if (inPeriod(x.date))
      movements.push([
        x.date,
        churchName(x.churchId),
        x.memberId ? t`Dízimo` : t`Oferta`,
        '',
        x.notes,
        methodLabel(x.paymentMethod),
        x.amount,
        0,
      ])
  for (const p of rows.receipts) {
    const r = revenues.get(p.entryId)
    if (r && inPeriod(p.date))
      movements.push([
        p.date,
        churchName(r.churchId),
        t`Recebimento`,
        originLabel(r.origin),
        [code(r), r.description, p.history].filter(Boolean).join(' · '),
        p.paymentMethod ? methodLabel(p.paymentMethod) : '',
        p.amount,
        0,
      ])
  }
  for (const p of rows.payments) {
    const e = expenses.get(p.entryId)
    if (e && inPeriod(p.date))
      movements.push([
        p.date,
        churchName(e.churchId),
        t`Pagamento`,
        e.repasseRegisterId ? t`Repasse` : categoryLabel(e.category),
        [code(e), e.description, p.history].filter(Boolean).join(' · '),
        p.paymentMethod ? methodLabel(p.paymentMethod) : '',
        0,
        p.amount,
      ])
  }
  movements.sort((a, b) => a[0].localeCompare(b[0]))

  const realized = (list: readonly Payment[]) => {
    const by = new Map<string, number>()
    for (const p of list) {
      const key = `${p.entryId}|${p.instalmentDate}`
      by.set(key, (by.get(key) ?? 0) + p.amount)
    }
    return by
  }
  const received = realized(rows.receipts)
  const paid = realized(rows.payments)
  type Instalment = [string, string, string, string, string, string, number, number]
  const instalments: Instalment[] = []
  for (const [list, kind, done] of [
    [rows.revenues, t`Receita`, received],
    [rows.expenses, t`Despesa`, paid],
  ] as const)
    for (const entry of list)
      for (const due of expandInstalments(entry, end))
        if (inPeriod(due))
          instalments.push([
            due,
            churchName(entry.churchId),
            kind,
            code(entry),
            'origin' in entry ? originLabel(entry.origin) : categoryLabel(entry.category),
            entry.description,
            entry.amount,
            done.get(`${entry.id}|${due}`) ?? 0,
          ])
  instalments.sort((a, b) => a[0].localeCompare(b[0]))

  const sum = (list: readonly (readonly (string | number)[])[], i: number) =>
    list.reduce((s, r) => s + Number(r[i]), 0)
  return [
    {
      name: t`Movimentações`,
      header: [
        t`Data`,
        t`Igreja`,
        t`Tipo`,
        t`Origem ou categoria`,
        t`Descrição`,
        t`Forma`,
        t`Entrada (R$)`,
        t`Saída (R$)`,
      ],
      rows: movements.map((m) => [formatDate(m[0]), ...m.slice(1)]),
      widths: [12, 28, 14, 22, 48, 18, 14, 14],
      money: [6, 7],
      total: [t`Total`, '', '', '', '', '', sum(movements, 6), sum(movements, 7)],
    },
    {
      name: t`Parcelas do período`,
      header: [
        t`Vencimento`,
        t`Igreja`,
        t`Tipo`,
        t`Código`,
        t`Origem ou categoria`,
        t`Descrição`,
        t`Valor (R$)`,
        t`Realizado (R$)`,
      ],
      rows: instalments.map((i) => [formatDate(i[0]), ...i.slice(1)]),
      widths: [12, 28, 10, 10, 22, 48, 14, 14],
      money: [6, 7],
    },
  ]
}

/** Both tables in one CSV, a blank line between them; money as the user reads it. */
export function treasuryCsv(sheets: readonly SheetSpec[]): string {
  const lines: (readonly string[])[] = []
  for (const [n, sheet] of sheets.entries()) {
    if (n > 0) lines.push([])
    const money = new Set(sheet.money ?? [])
    const cells = (row: readonly (string | number)[]) =>
      row.map((cell, i) =>
        money.has(i) && typeof cell === 'number' ? formatMoney(cell) : String(cell),
      )
    lines.push(sheet.header, ...sheet.rows.map(cells), ...(sheet.total ? [cells(sheet.total)] : []))
  }
  return writeCsv(lines)
}

/** 'lancamentos_2026-01-01_2026-06-30.xlsx' in the user's language. */
export const treasuryFileName = (start: string, end: string, extension: 'csv' | 'xlsx') =>
  `${t`lancamentos`}_${start}_${end}.${extension}`
