import { ListRegion, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { serverRows, tokenOf } from './support/members-pages'
import { memberOptions } from './support/service-mode'

type Row = Record<string, unknown>

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
const two = (n: number) => String(n).padStart(2, '0')
const now = new Date()
const today = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
const year = today.slice(0, 4)
const month = today.slice(0, 7)

/** The month's and the year's sums of a dated table, as the server holds it. */
function sums(rows: readonly Row[] | undefined) {
  const inYear = (rows ?? []).filter((r) => String(r.date).startsWith(year))
  const total = (list: readonly Row[]) => list.reduce((s, r) => s + Number(r.amount), 0)
  return {
    month: total(inYear.filter((r) => String(r.date).startsWith(month))),
    year: total(inYear),
  }
}

test("the treasurer's home shows the month and the year of their church, live", async ({
  page,
  loginAs,
  request,
}) => {
  await loginAs('tesoureiro')
  const rows = await serverRows(request, await tokenOf(request, 'tesoureiro'))
  const tithes = sums(rows.get('tithes'))
  const receipts = sums(rows.get('revenueReceipts'))
  const payments = sums(rows.get('expensePayments'))
  expect(tithes.year, 'the demo has tithes this year').toBeGreaterThan(0)
  expect(receipts.year + payments.year, 'and receipts or payments').toBeGreaterThan(0)
  const registers = (rows.get('repasseRegisters') ?? []).filter((r) =>
    String(r.period).startsWith(year),
  )
  const expenseIds = new Set(registers.map((r) => r.expenseId))
  const owed = registers.reduce((s, r) => s + Number(r.expenseAmount), 0)
  const paid = (rows.get('expensePayments') ?? [])
    .filter((p) => expenseIds.has(p.entryId))
    .reduce((s, p) => s + Number(p.amount), 0)
  const members = rows.get('members') ?? []

  const figures = (card: string) => page.getByTestId(card).locator('[data-figure]')
  await expect(figures('metric-tithes')).toHaveText([brl(tithes.month), brl(tithes.year)])
  await expect(figures('metric-receipts')).toHaveText([brl(receipts.month), brl(receipts.year)])
  await expect(figures('metric-payments')).toHaveText([brl(payments.month), brl(payments.year)])
  await expect(figures('metric-balance')).toHaveText([
    brl(tithes.month + receipts.month - payments.month),
    brl(tithes.year + receipts.year - payments.year),
  ])
  await expect(figures('metric-repasse')).toHaveText([brl(owed), brl(paid)])
  await expect(figures('metric-people')).toHaveText([
    String(members.filter((m) => m.status === 'active').length),
    String(members.filter((m) => m.status === 'visitor').length),
  ])
  await expect(page.getByTestId('metric-tithes')).toContainText(
    new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }).format(now),
  )

  // A tithe entered now counts at once (the mirror), before and without any reload.
  await page.getByTestId('metric-tithes').getByRole('link', { name: 'Dízimos e ofertas' }).click()
  await page.getByRole('button', { name: 'Novo dízimo' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Buscar membro' }).fill('a')
  await memberOptions(dialog).first().click()
  await dialog.getByRole('textbox', { name: /Valor/ }).fill('2468,13')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await page.getByTestId('sidebar').getByRole('link', { name: 'Início' }).click()
  await expect(figures('metric-tithes')).toHaveText([
    brl(tithes.month + 246_813),
    brl(tithes.year + 246_813),
  ])

  // So does a revenue of today received now (the receipts' monthly totals plus this write).
  const description = `Oferta especial ${uniqueMarker(6)}`
  await page.goto('/revenues')
  await page.getByRole('button', { name: 'Nova receita' }).click()
  const revenue = page.getByRole('dialog')
  await revenue.getByLabel('Origem').selectOption({ label: 'Oferta' })
  await revenue.getByRole('textbox', { name: /Descrição/ }).fill(description)
  await revenue.getByRole('textbox', { name: /^Valor/ }).fill('1357,90')
  await revenue.getByRole('button', { name: 'Salvar' }).click()
  await expect(revenue).toBeHidden()
  const list = new ListRegion(page, 'Receitas')
  await list.search(description)
  await list
    .rows(description)
    .getByRole('button', { name: /^Receber/ })
    .click()
  const receipt = page.getByRole('dialog')
  await receipt.getByRole('textbox', { name: /Histórico/ }).fill(`${description} recebida`)
  await receipt.getByRole('button', { name: 'Registrar' }).click()
  await expect(receipt).toBeHidden()
  await page.getByTestId('sidebar').getByRole('link', { name: 'Início' }).click()
  await expect(figures('metric-receipts')).toHaveText([
    brl(receipts.month + 135_790),
    brl(receipts.year + 135_790),
  ])
})

test('a secretary without treasury permissions sees the registry figures only', async ({
  page,
  loginAs,
}) => {
  await loginAs('secretaria')
  await expect(page.getByTestId('metric-people').locator('[data-figure]')).toHaveCount(2)
  await expect(page.getByTestId('metric-people')).toContainText('Membros ativos')
  for (const card of ['tithes', 'receipts', 'payments', 'balance', 'repasse'])
    await expect(page.getByTestId(`metric-${card}`)).toHaveCount(0)
})
