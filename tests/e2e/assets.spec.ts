import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { assetBalance, type MovementLike } from '../../sync/rules/assets'
import { uniqueDigits } from './support/data'
import { expect, loginAs, test } from './support/fixtures'
import { firstSyncDone } from './support/first-sync'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

// The file names carry the device's date: a Brazilian device's, late in the evening too (UTC is already tomorrow).
test.use({ timezoneId: 'America/Sao_Paulo' })

/**
 * The inventory offline (issue 17): an asset, two movements and tagged items up to the limit,
 * one more refused with the spec's message; a reload offline keeps everything; online each write
 * arrives exactly once. Then two devices take the same identifier offline: one wins, the other
 * shows the refusal in its needs-attention list.
 */

const dialogOf = (page: Page) => page.getByRole('dialog')

async function addMovement(page: Page, quantity: string, price: string) {
  await page.getByRole('button', { name: 'Nova movimentação' }).click()
  const dialog = dialogOf(page)
  await dialog.getByLabel('Quantidade').fill(quantity)
  await dialog.getByRole('textbox', { name: /Preço unitário/ }).fill(price)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
}

async function addItem(page: Page, identifier: string) {
  await page.getByRole('button', { name: 'Novo item' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('textbox', { name: /Identificador/ }).fill(identifier)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
}

const pendingOf = (page: Page) => page.getByTestId('sync-status').first()

test.describe('assets offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('an asset, two movements, items up to the limit and one refused; reload offline; online exactly once; a second device loses the same identifier', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    const stamp = uniqueDigits(6)
    const name = `Bancos de madeira ${stamp}`
    await loginAs(page, baseURL ?? '', 'tesoureiro')
    await page.goto('/assets')
    await controlledBySw(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio' })).toBeVisible()
    await expect(page.getByText('Cadeiras da nave')).toBeVisible()

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Novo patrimônio' }).click()
    await dialogOf(page).getByRole('textbox', { name: /Nome/ }).fill(name)
    await dialogOf(page)
      .getByRole('textbox', { name: /Subdivisão/ })
      .fill('Nave')
    await dialogOf(page).getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const assetId = page.url().split('/').pop() ?? ''

    await addMovement(page, '2', '350,00')
    await addMovement(page, '1', '400,00')
    const figures = page.getByTestId('asset-figures')
    await expect(figures.locator('[data-figure="Quantidade"]')).toHaveText('3')
    await expect(figures.locator('[data-figure="Preço total"]')).toHaveText('R$ 1.100,00')

    for (const n of [1, 2, 3]) {
      await addItem(page, `BAN-${stamp}-${n}`)
      await expect(dialogOf(page)).toBeHidden()
    }
    await expect(page.getByTestId('items-count')).toHaveText('3 de 3 itens')
    // One more: refused on the device with the spec's message, nothing queued.
    await addItem(page, `BAN-${stamp}-4`)
    await expect(dialogOf(page).getByRole('alert')).toHaveText('Limite de itens atingido')
    await dialogOf(page).getByRole('button', { name: 'Cancelar' }).click()
    // A taken identifier too.
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '6')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByTestId('items-count')).toHaveText('3 de 3 itens')
    await expect(page.getByRole('row', { name: new RegExp(`BAN-${stamp}-2`) })).toBeVisible()
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '6')

    await context.setOffline(false)
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
    const token = await tokenOf(request, 'tesoureiro')
    const rows = await serverRows(request, token)
    expect((rows.get('assets') ?? []).filter((a) => a.name === name)).toHaveLength(1)
    expect((rows.get('assetMovements') ?? []).filter((m) => m.assetId === assetId)).toHaveLength(2)
    const items = (rows.get('assetItems') ?? []).filter((i) => i.assetId === assetId)
    expect(items.map((i) => i.identifier).sort()).toEqual([1, 2, 3].map((n) => `BAN-${stamp}-${n}`))

    // Room for one more piece, then two devices take the same identifier offline.
    await addMovement(page, '1', '350,00')
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
    const other = await browser.newContext({ baseURL, locale: 'pt-BR', serviceWorkers: 'block' })
    const second = await other.newPage()
    await loginAs(second, baseURL ?? '', 'admin')
    await second.goto(`/assets/${assetId}`)
    await expect(second.getByTestId('items-count')).toHaveText('3 de 4 itens', {
      timeout: 30_000,
    })
    await context.setOffline(true)
    await other.setOffline(true)
    const taken = `BAN-${stamp}-9`
    await addItem(page, taken)
    await expect(dialogOf(page)).toBeHidden()
    await addItem(second, taken)
    await expect(dialogOf(second)).toBeHidden()
    await expect(pendingOf(second)).toHaveAttribute('data-pending', '1')

    await context.setOffline(false)
    await expect(pendingOf(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
    await other.setOffline(false)
    await expect(pendingOf(second)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
    await second.goto('/sync-attention')
    await expect(second.getByText('Este identificador já existe').first()).toBeVisible()
    const after = (await serverRows(request, token)).get('assetItems') ?? []
    expect(after.filter((i) => i.identifier === taken)).toHaveLength(1)
    await other.close()
  })
})

test('liabilities: a new one is overdue-marked, settling records the expense payment', async ({
  page,
  loginAs: signIn,
  request,
}) => {
  const stamp = uniqueDigits(6)
  const name = `Conta de luz atrasada ${stamp}`
  await signIn('tesoureiro', '/liabilities')
  await expect(page.getByRole('heading', { level: 1, name: 'Passivos' })).toBeVisible()
  await expect(page.getByText('Empréstimo da reforma do templo')).toBeVisible()
  await page.getByRole('button', { name: 'Novo passivo' }).click()
  const dialog = dialogOf(page)
  await dialog.getByRole('textbox', { name: /Nome/ }).fill(name)
  await dialog.getByRole('textbox', { name: /^Valor/ }).fill('100.00')
  await dialog.getByRole('textbox', { name: /Vencimento/ }).fill('01/11/2026')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText('R$ 100,00')
  await expect(row).toContainText(/Vencido há \d+ dias/)

  await row.getByRole('button', { name: `Quitar ${name}` }).click()
  await dialog.getByRole('button', { name: 'Quitar' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Quitado em')
  await expect(pendingOf(page)).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
  const rows = await serverRows(request, await tokenOf(request, 'tesoureiro'))
  const [debt] = (rows.get('liabilities') ?? []).filter((l) => l.name === name)
  expect(debt).toMatchObject({ value: 10_000 })
  expect(debt?.expenseId).toEqual(expect.any(String))
  const payments = (rows.get('expensePayments') ?? []).filter((p) => p.entryId === debt?.expenseId)
  expect(payments).toMatchObject([{ amount: 10_000, history: `Quitação do passivo ${name}` }])
})

test('the asset register as PDF and XLSX, made on the device: totals equal to the server rows', async ({
  page,
  loginAs: signIn,
  request,
}) => {
  await signIn('tesoureiro', '/assets')
  await firstSyncDone(page)
  await expect(page.getByText('Cadeiras da nave')).toBeVisible()
  const rows = await serverRows(request, await tokenOf(request, 'tesoureiro'))
  const live = new Set((rows.get('assets') ?? []).map((a) => String(a.id)))
  const movements = (rows.get('assetMovements') ?? []).filter((m) => live.has(String(m.assetId)))
  const byAsset = new Map<string, Record<string, unknown>[]>()
  for (const m of movements)
    byAsset.set(String(m.assetId), [...(byAsset.get(String(m.assetId)) ?? []), m])
  const total = [...byAsset.values()].reduce(
    (sum, list) => sum + assetBalance(list as unknown as MovementLike[]).totalValue,
    0,
  )
  const reais = (centavos: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
      .format(centavos / 100)
      .replace(/\s/g, ' ')

  const save = async (item: string) => {
    await page.getByRole('button', { name: 'Exportar inventário' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: item }).click()
    const file = await download
    const path = test.info().outputPath(file.suggestedFilename())
    await file.saveAs(path)
    return { name: file.suggestedFilename(), path }
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  )
  const pdf = await save('Relatório (PDF)')
  expect(pdf.name).toBe(`patrimonio_${today}.pdf`)
  const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' })
  expect(text).toContain('Inventário patrimonial')
  expect(text).toContain('Igreja Sede Campinas')
  expect(text).toContain('Cadeiras da nave')
  expect(text).toContain('Gerado por João')
  expect(text).toMatch(/Página 1 de \d/)
  expect(text.replace(/\s/g, ' ')).toMatch(
    new RegExp(`Total\\s+${reais(total).replace(/[.$]/g, '\\$&')}`),
  )

  const xlsx = await save('Planilha (XLSX)')
  expect(xlsx.name).toBe(`patrimonio_${today}.xlsx`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(xlsx.path)
  const sheet = book.getWorksheet('Patrimônio')
  const last = sheet?.getRow(sheet.rowCount)
  expect(last?.getCell(2).value).toBe('Total')
  expect(Math.round(Number(last?.getCell(7).value) * 100)).toBe(total)
  const items = (rows.get('assetItems') ?? []).filter((i) => live.has(String(i.assetId)))
  const tags: unknown[] = []
  book.getWorksheet('Itens')?.eachRow((row, n) => {
    if (n > 1) tags.push(row.getCell(1).value)
  })
  expect(tags.sort()).toEqual(items.map((i) => i.identifier).sort())
  expect(tags).toContain('COZ-001')
})
