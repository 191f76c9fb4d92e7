import { t } from '@lingui/core/macro'
import { todayIso } from '../../../sync'
import { writeCsv } from '../../lib/csv'
import type { ReportSpec, ReportBranding } from '../../components/pdf'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format'
import { writeXlsx } from '../../lib/spreadsheet'
import { itemStatusLabel } from './labels'
import type { Inventory } from './use-inventory'

/**
 * The asset register for the church's annual inventory: one line per asset (what its movements
 * hold and its value) and one per tagged item. CSV through the one writer (formula cells
 * neutralised); XLSX with exceljs and PDF with the report machinery, both loaded only when
 * asked; money as numbers in reais in the spreadsheet.
 */

export interface RegisterSheets {
  assets: { header: string[]; rows: (string | number)[][] }
  items: { header: string[]; rows: string[][] }
}

export function registerSheets(
  inventory: Pick<Inventory, 'lines' | 'items'>,
  churchName: (id: string) => string,
): RegisterSheets {
  const names = new Map(inventory.lines.map((l) => [l.asset.id, l.asset.name]))
  return {
    assets: {
      header: [
        t`Igreja`,
        t`Nome`,
        t`Subdivisão`,
        t`Descrição`,
        t`Quantidade`,
        t`Valor unitário (R$)`,
        t`Preço total (R$)`,
        t`Itens identificados`,
      ],
      rows: inventory.lines.map((l) => [
        churchName(l.asset.churchId),
        l.asset.name,
        l.asset.subdivision,
        l.asset.description,
        l.quantity,
        l.unitValue / 100,
        l.totalValue / 100,
        l.items,
      ]),
    },
    items: {
      header: [t`Identificador`, t`Patrimônio`, t`Situação`, t`Desde`, t`Observações`],
      rows: inventory.items
        .filter((i) => names.has(i.assetId))
        .sort((a, b) => a.identifier.localeCompare(b.identifier))
        .map((i) => [
          i.identifier,
          names.get(i.assetId) ?? '',
          itemStatusLabel(i.status),
          i.statusChangedOn,
          i.notes,
        ]),
    },
  }
}

/** 'patrimonio_2026-11-24' in the user's language. */
export const registerFileName = (extension: 'csv' | 'xlsx' | 'pdf') =>
  `${t`patrimonio`}_${todayIso()}.${extension}`

/** One CSV: the assets, a blank line, then the items (money formatted as the user reads it). */
export function registerCsv(sheets: RegisterSheets): string {
  const money = new Set([5, 6])
  return writeCsv([
    sheets.assets.header,
    ...sheets.assets.rows.map((row) =>
      row.map((cell, i) =>
        money.has(i) ? formatMoney(Math.round(Number(cell) * 100)) : String(cell),
      ),
    ),
    [],
    sheets.items.header,
    ...sheets.items.rows,
  ])
}

/** Two sheets (assets, items); money as numbers with the real's format. */
export function registerXlsx(sheets: RegisterSheets): Promise<ArrayBuffer> {
  const centavos = (reais: string | number) => Math.round(Number(reais) * 100)
  const total = sheets.assets.rows.reduce((s, r) => s + centavos(r[6] ?? 0), 0)
  return writeXlsx([
    {
      name: t`Patrimônio`,
      header: sheets.assets.header,
      rows: sheets.assets.rows.map((r) =>
        r.map((cell, i) => (i === 5 || i === 6 ? centavos(cell) : cell)),
      ),
      widths: [28, 32, 18, 40, 12, 18, 18, 12],
      money: [5, 6],
      total: ['', t`Total`, '', '', '', '', total, ''],
    },
    {
      name: t`Itens`,
      header: sheets.items.header,
      rows: sheets.items.rows,
      widths: [18, 32, 16, 12, 40],
    },
  ])
}

/** The register as a PDF spec for the report machinery (src/components/pdf): assets with their total, then the items. */
export function registerReport(
  sheets: RegisterSheets,
  context: {
    owner: string
    branding: ReportBranding
    userName: string
    now: string
    today: string
  },
): ReportSpec {
  const total = sheets.assets.rows.reduce((s, r) => s + Math.round(Number(r[6]) * 100), 0)
  const money = (reais: string | number) => formatMoney(Math.round(Number(reais) * 100))
  return {
    title: t`Inventário patrimonial`,
    subtitle: t`Posição em ${formatDate(context.today)}`,
    owner: context.owner,
    ...context.branding,
    generated: t`Gerado por ${context.userName} em ${formatDateTime(context.now)}`,
    pageLabel: (page, pages) => t`Página ${page} de ${pages}`,
    empty: t`Nenhum dado disponível.`,
    tables: [
      {
        title: t`Patrimônio`,
        columns: [
          { header: t`Nome`, width: 4 },
          { header: t`Subdivisão`, width: 3 },
          { header: t`Quantidade`, width: 1.5, align: 'right' },
          { header: t`Valor unitário`, width: 2, align: 'right' },
          { header: t`Preço total`, width: 2, align: 'right' },
        ],
        rows: sheets.assets.rows.map((r) => [
          String(r[1]),
          String(r[2]),
          formatNumber(Number(r[4])),
          money(r[5] ?? 0),
          money(r[6] ?? 0),
        ]),
        total: [t`Total`, '', '', '', formatMoney(total)],
      },
      {
        title: t`Itens`,
        columns: [
          { header: t`Identificador`, width: 2 },
          { header: t`Patrimônio`, width: 4 },
          { header: t`Situação`, width: 2 },
          { header: t`Desde`, width: 1.5 },
        ],
        rows: sheets.items.rows.map((r) => [
          r[0] ?? '',
          r[1] ?? '',
          r[2] ?? '',
          formatDate(r[3] ?? ''),
        ]),
      },
    ],
  }
}
