import { ListRegion, uniqueMarker } from './support/data'
import { expect, test } from './support/fixtures'
import { memberOptions } from './support/service-mode'

test('a tithe added on /tithing shows at once in the paged list, its search and the members status', async ({
  page,
  loginAs,
}) => {
  const marker = uniqueMarker() // in the tithe's notes, which the search looks through
  await loginAs('tesoureiro', '/tithing')
  await expect(page.getByRole('heading', { name: 'Dízimos', level: 1 })).toBeVisible()
  await page.getByRole('region', { name: 'Gráficos' }).scrollIntoViewIfNeeded()
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible()
  // The count is read once the device holds every tithe (older ones come after the first phase).
  await expect(page.getByTestId('sync-status').getByTestId('sync-last')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('list-still-arriving')).toHaveCount(0)
  const range = page.getByText(/^1–10 de \d+$/)
  await expect(range).toBeVisible()
  const before = Number(/de (\d+)/.exec((await range.textContent()) ?? '')?.[1])
  const rows = page.getByRole('row')
  // The page's names arrive with (or just after) its rows: never a placeholder left behind.
  await expect(rows.filter({ hasText: '…' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Próxima página' }).click()
  await expect(page.getByText(/^11–20 de \d+$/)).toBeVisible()
  await expect(rows.filter({ hasText: '…' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Novo dízimo' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Buscar membro' }).fill('a')
  // No option is offered before the church's members are read, so none moves under the finger:
  // the first one offered is a member found by the search, the anonymous offering last.
  const found = memberOptions(dialog)
  const name = ((await found.first().textContent()) ?? '').trim()
  expect(name).not.toBe('Oferta anônima')
  await expect(found.last()).toHaveText('Oferta anônima')
  await found.first().click()
  await dialog.getByRole('textbox', { name: /Valor/ }).fill('1234,56')
  await dialog.getByRole('textbox', { name: 'Observações' }).fill(`Dízimo ${marker}`)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()

  // Live: the count grows without a reload, and the search (over every tithe) finds it.
  await expect(page.getByText(new RegExp(`^\\d+–\\d+ de ${before + 1}$`))).toBeVisible()
  // Found by its own marker: another tithe of R$ 1.234,56 (another test's) is not this one.
  const tithes = new ListRegion(page, 'Dízimos')
  await tithes.search(marker)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await expect(rows.filter({ hasText: 'R$ 1.234,56' })).toContainText(name)
  await tithes.search('')
  await expect(page.getByText(`1–10 de ${before + 1}`)).toBeVisible()

  // The member is up to date, with today's tithe as their latest.
  await page.getByRole('button', { name: 'Situação dos membros' }).click()
  const status = new ListRegion(page, 'Situação dos dizimistas')
  await status.search(name)
  const today = new Date().toLocaleDateString('pt-BR')
  await expect(status.rowWithCell(name)).toContainText('Em dia')
  await expect(status.rowWithCell(name)).toContainText(today)
})

test("the year's chart total counts a tithe entered offline at once, and the same once the server's monthly totals have it", async ({
  page,
  context,
  loginAs,
}, testInfo) => {
  // A year with no other tithe (another one per retry): its total is this tithe alone.
  const year = 2019 - testInfo.retry
  await loginAs('tesoureiro', '/tithing')
  await page.getByRole('region', { name: 'Gráficos' }).scrollIntoViewIfNeeded()
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Novo dízimo' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Buscar membro' }).fill('a')
  await memberOptions(dialog).first().click()
  await dialog.getByRole('textbox', { name: /Valor/ }).fill('12,34')
  await dialog.getByRole('textbox', { name: /Data/ }).fill(`09/06/${year}`)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()

  // Not on the server yet: the chart adds what the device holds to the (empty) kept totals.
  const chartYear = page.getByRole('combobox', { name: 'Ano dos gráficos' })
  await chartYear.selectOption(String(year))
  const total = page.getByTestId('chart-payments-note')
  await expect(total).toHaveText(`Total em ${year}: R$ 12,34`)
  const pending = page.getByTestId('sync-status').first()
  await expect(pending).toHaveAttribute('data-pending', '1')

  // Sent and pulled back: the server's monthly totals carry it, and it is not counted twice.
  await context.setOffline(false)
  await expect(pending).toHaveAttribute('data-pending', '0', { timeout: 30_000 })
  await page.reload()
  await page.getByRole('combobox', { name: 'Ano dos gráficos' }).selectOption(String(year))
  await expect(page.getByTestId('chart-payments-note')).toHaveText(`Total em ${year}: R$ 12,34`)
})

test('on a phone the charts below the list are built only when scrolled to', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAs('tesoureiro', '/tithing')
  // A device that holds its tithes (after the first sync), opening the screen again.
  await expect(page.getByTestId('list-cards').getByRole('listitem')).toHaveCount(10, {
    timeout: 30_000,
  })
  await expect(page.getByTestId('list-still-arriving')).toHaveCount(0, { timeout: 30_000 })
  await page.reload()
  await expect(page.getByTestId('list-cards').getByRole('listitem')).toHaveCount(10)
  await page.waitForTimeout(1_000) // time enough to build them, were they built on opening
  await expect(page.getByTestId('chart-payments')).toHaveCount(0)
  await page.getByRole('region', { name: 'Gráficos' }).scrollIntoViewIfNeeded()
  await expect(page.getByTestId('chart-payments').locator('canvas')).toBeVisible()
  await expect(page.getByTestId('chart-budget')).toBeVisible()
})
