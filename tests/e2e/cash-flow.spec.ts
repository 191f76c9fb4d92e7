import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { addDays, addMonths } from '../../sync/contracts/dates'
import { cashFlow } from '../../sync/rules/cash-flow'
import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

// The file names carry the device's date: a Brazilian device's, late in the evening too (UTC is already tomorrow).
test.use({ timezoneId: 'America/Sao_Paulo' })

/**
 * The cash flow (issue 16), offline as the demo treasurer: a 6-month period, its figures equal
 * to the rule over the server's rows, the PDF cancelled once and downloaded once, its text with
 * the period and the totals; a 7-month period refused; the file name and headings in en and es.
 */

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const start = addMonths(`${today.slice(0, 7)}-01`, -5)
const end = addDays(addMonths(`${today.slice(0, 7)}-01`, 1), -1)
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
/** 'R$ 5.850,00', 'R$ 5,850.00': R$ in every language (issue 48), as pdftotext reads it. */
const money = (centavos: number, locale: string) =>
  `${centavos < 0 ? '-' : ''}R$ ${new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(Math.abs(centavos) / 100)}`

async function expectedFlow(page: Page, from = start, to = end) {
  const rows = await serverRows(page.request, await tokenOf(page.request, 'tesoureiro'))
  const of = (entity: string) => (rows.get(entity) ?? []) as never[]
  return cashFlow({
    start: from,
    end: to,
    tithes: of('tithes'),
    revenues: of('revenues'),
    receipts: of('revenueReceipts'),
    expenses: of('expenses'),
    payments: of('expensePayments'),
  })
}

async function downloadPdf(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: confirm }).click()
  const file = await download
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  return {
    name: file.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(
      /[ \t]+/g,
      ' ',
    ),
  }
}

test.describe('cash flow offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('6 months offline: figures from the rule, PDF cancelled then downloaded with the period and totals; 7 months refused', async ({
    page,
    context,
    loginAs,
  }) => {
    const flow = await expectedFlow(page)
    expect(flow.hasData).toBe(true)
    await loginAs('tesoureiro', '/financial_report')
    await controlledBySw(page)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Relatório financeiro' }),
    ).toBeVisible()
    await context.setOffline(true)

    const period = page.getByRole('form', { name: 'Período do relatório' })
    await period.getByRole('textbox', { name: /Início/ }).fill(br(start))
    await period.getByRole('textbox', { name: /Fim/ }).fill(br(end))
    const summary = page.getByTestId('cash-flow-summary')
    await expect(summary.locator('[data-figure="Saldo inicial"]')).toHaveText(
      money(flow.opening, 'pt-BR'),
    )
    await expect(summary.locator('[data-figure="Entradas"]')).toHaveText(
      money(flow.inflow, 'pt-BR'),
    )
    await expect(summary.locator('[data-figure="Saídas"]')).toHaveText(money(flow.outflow, 'pt-BR'))
    await expect(summary.locator('[data-figure="Saldo final"]')).toHaveText(
      money(flow.closing, 'pt-BR'),
    )

    // Preparing, then cancelled: nothing is saved.
    await page.getByRole('button', { name: 'Baixar PDF' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText(`fluxo-de-caixa_${start}_${end}.pdf`, { timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page.getByText('Download cancelado.')).toBeVisible()

    const pdf = await downloadPdf(page, 'Baixar PDF', 'Baixar')
    expect(pdf.name).toBe(`fluxo-de-caixa_${start}_${end}.pdf`)
    expect(pdf.text).toContain('Fluxo de caixa')
    expect(pdf.text).toContain(`Período: ${br(start)} a ${br(end)}`)
    expect(pdf.text).toContain(`Saldo inicial ${money(flow.opening, 'pt-BR')}`)
    expect(pdf.text).toContain(`Entradas ${money(flow.inflow, 'pt-BR')}`)
    expect(pdf.text).toContain(`Saídas ${money(flow.outflow, 'pt-BR')}`)
    expect(pdf.text).toContain(`Saldo final ${money(flow.closing, 'pt-BR')}`)
    expect(pdf.text).toContain('Igreja Sede Campinas')

    // The period's books for the accountant, offline too: the movements add up to the flow.
    await page.getByRole('button', { name: 'Exportar lançamentos' }).click()
    const xlsxDownload = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Planilha (XLSX)' }).click()
    const xlsx = await xlsxDownload
    expect(xlsx.suggestedFilename()).toBe(`lancamentos_${start}_${end}.xlsx`)
    const xlsxPath = test.info().outputPath(xlsx.suggestedFilename())
    await xlsx.saveAs(xlsxPath)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsxPath)
    const sheet = book.getWorksheet('Movimentações')
    const total = sheet?.getRow(sheet.rowCount)
    expect(total?.getCell(1).value).toBe('Total')
    expect(Math.round(Number(total?.getCell(7).value) * 100)).toBe(flow.inflow)
    expect(Math.round(Number(total?.getCell(8).value) * 100)).toBe(flow.outflow)
    expect(book.getWorksheet('Parcelas do período')?.rowCount).toBeGreaterThan(1)

    // Seven months: refused with the rule's message, nothing to download.
    await period.getByRole('textbox', { name: /Início/ }).fill(br(addMonths(start, -1)))
    await expect(period.getByText('O período não pode ser maior que 6 meses.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0)
  })
})

for (const [language, locale, button, confirm, title, prefix, date] of [
  ['en', 'en', 'Download PDF', 'Download', 'Cash flow', 'cash-flow', us],
  ['es', 'es', 'Descargar PDF', 'Descargar', 'Flujo de caja', 'flujo-de-caja', br],
] as const)
  test(`the cash-flow PDF in ${language}: file name and headings`, async ({ page, loginAs }) => {
    const flow = await expectedFlow(page)
    await page.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language)
    await loginAs('tesoureiro', '/financial_report')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en' ? 'Financial report' : 'Informe financiero',
    )
    const pdf = await downloadPdf(page, button, confirm)
    expect(pdf.name).toBe(`${prefix}_${start}_${end}.pdf`)
    expect(pdf.text).toContain(title)
    expect(pdf.text).toContain(date(start))
    expect(pdf.text).toContain(money(flow.closing, locale === 'en' ? 'en' : 'es'))
  })
