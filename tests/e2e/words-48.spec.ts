import type { Page } from '@playwright/test'
import { uniqueCpf, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { MembersPage } from './support/members-pages'

/**
 * Issue 48, what a secretary and a treasurer read on a 390 px phone, in pt-BR and es: a member's
 * history with a transfer by the churches' names (confirmed before and after), the cash-flow
 * period message following the period, and money as 'R$ 1.234,56' in Spanish too.
 */
const SHOTS = `${process.env.PW_OUTPUT_DIR ?? 'test-results'}/words-shots`
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test.use({ viewport: { width: 390, height: 844 } })

const inSpanish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('preferred-language', 'es'))
  await page.reload()
}

test("a member's transfer: asked, confirmed, and read in the history by the churches' names", async ({
  page,
  loginAs,
}) => {
  // The member is added on a wide screen (the form's helper), then everything at 390 px.
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAs('secretaria', '/members')
  const members = new MembersPage(page)
  const id = await members.add({
    church: 'Congregação Vila Industrial',
    name: 'Lia',
    surname: `Transferida ${uniqueMarker()}`,
    cpf: uniqueCpf(),
  })
  await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Transferir' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Convenção' }).selectOption({ index: 1 })
  await dialog
    .getByRole('combobox', { name: 'Igreja' })
    .selectOption({ label: 'Congregação São Bernardo' })
  await dialog.getByRole('button', { name: 'Transferir' }).click()
  await expect(dialog.getByTestId('transfer-confirm')).toContainText(
    /Transferir Lia Transferida \w+ para Congregação São Bernardo em \d\d\/\d\d\/\d{4}\?/,
  )
  await shot(page, 'transfer-confirm-pt-BR')
  await dialog.getByRole('button', { name: 'Confirmar transferência' }).click()
  // The toast after it ('… transferido(a) para Congregação São Bernardo') is held by transfer-confirm.test.
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('member-view')).toContainText('Congregação São Bernardo')
  await expect(members.pending()).toHaveAttribute('data-pending', '0', { timeout: 30_000 })

  await page.goto(`/members/${id}`)
  const history = page.getByTestId('change-history')
  await expect(history).toContainText(
    'Transferência: Congregação Vila Industrial → Congregação São Bernardo',
  )
  await expect(history).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/)
  await history.scrollIntoViewIfNeeded()
  await shot(page, 'history-pt-BR')
  await inSpanish(page)
  await expect(page.getByTestId('change-history')).toContainText(
    'Transferencia: Congregação Vila Industrial → Congregação São Bernardo',
  )
  await shot(page, 'history-es')
})

test('the cash-flow period message follows the period, in the current language', async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro', '/financial_report')
  const period = page.getByRole('form', { name: 'Período do relatório' })
  const start = period.getByRole('textbox', { name: /Início/ })
  const end = period.getByRole('textbox', { name: /Fim/ })
  await start.fill('01/01/2026')
  await end.fill('31/07/2026')
  const tooLong = period.getByText('O período não pode ser maior que 6 meses.')
  await expect(tooLong).toBeVisible()
  await shot(page, 'cash-flow-period-pt-BR')
  await start.fill('01/02/2026')
  await expect(tooLong).toBeHidden()
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible()
  await start.fill('01/01/2026')
  await expect(tooLong).toBeVisible()

  await inSpanish(page)
  const periodo = page.getByRole('form').first()
  await periodo.getByRole('textbox').nth(0).fill('01/01/2026')
  await periodo.getByRole('textbox').nth(1).fill('31/07/2026')
  await expect(periodo.getByText(/6 meses/)).toBeVisible()
  await expect(page.getByText('O período não pode ser maior que 6 meses.')).toHaveCount(0)
  await shot(page, 'cash-flow-period-es')
  await periodo.getByRole('textbox').nth(1).fill('30/06/2026')
  await expect(periodo.getByText(/6 meses/)).toHaveCount(0)
  // Money in Spanish reads R$ before the amount, never 'BRL'.
  await expect(page.locator('[data-figure="Saldo final"]')).toHaveText(/^-?R\$\s[\d.]+,\d\d$/)
  expect(await page.locator('main').innerText()).not.toContain('BRL')
  await shot(page, 'cash-flow-es')
})

test('the home money cards in Spanish read R$', async ({ page, loginAs }) => {
  await loginAs('tesoureiro', '/')
  await inSpanish(page)
  const figure = page.getByTestId('metric-tithes').locator('[data-figure]').first()
  await expect(figure).toHaveText(/^R\$\s[\d.,]+$/, { timeout: 30_000 })
  // A no-break space: 'R$' never wraps away from its amount on a narrow card.
  expect(await figure.evaluate((e) => e.textContent)).toMatch(/^R\$\u00a0/)
  expect(await page.locator('main').innerText()).not.toContain('BRL')
  await shot(page, 'home-es')
})
