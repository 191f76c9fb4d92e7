import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** Every treasury screen at a phone and a desktop width fits the window; screenshots (PW_SHOTS_DIR) for people to look at. */
const SCREENS = [
  ['revenues', '/revenues', 'Receitas'],
  ['revenues-budgets', '/revenues/budgets', 'Parcelas das receitas'],
  ['expenses', '/expenses', 'Despesas'],
  ['expenses-budgets', '/expenses/budgets', 'Parcelas das despesas'],
  ['tithing', '/tithing', 'Dízimos'],
  ['repasse', '/repasse', 'Repasse'],
] as const
const dir = process.env.PW_SHOTS_DIR ?? 'test-results/treasury-shots'

for (const width of [390, 1280]) {
  test(`treasury screens at ${width} px`, async ({ page, loginAs }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await loginAs('tesoureiro', '/tithing')
    for (const [name, path, heading] of SCREENS) {
      await page.goto(path)
      await expect(
        page.getByRole('heading', { name: heading, level: 1, exact: true }),
      ).toBeVisible()
      await expect(page.getByText('Carregando...')).toBeHidden()
      await page.waitForTimeout(600)
      // Nothing wider than the window (tables scroll inside their own frame; the tithes' 51 pages).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path} is wider than ${width} px`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
    }
    await page.goto('/revenues')
    await page.getByRole('button', { name: 'Nova receita' }).click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/revenue-form-${width}.png` })
    await page.goto('/tithing/service')
    await expect(page.getByRole('combobox', { name: 'Buscar membro' })).toBeFocused()
    await page.keyboard.type('ma')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/service-${width}.png`, fullPage: true })
    if (width === 390) {
      // One tithe, so that the session's table shows: its amount is not cut at 390 px.
      await page.keyboard.press('Enter')
      await expect(page.getByRole('textbox', { name: /Valor/ })).toBeFocused()
      await page.keyboard.type('50,00')
      await page.keyboard.press('Enter')
      await expect(page.getByTestId('service-entry').first()).toContainText('R$ 50,00')
      expect(await cut(page, '[data-testid="service-entry"] td')).toEqual([])
      await page.getByTestId('service-entry').first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${dir}/service-entries-390.png` })
      await phoneScreens(page)
    }
  })
}

/** Elements wider than their box (text cut) or reaching past the window's right edge. */
const cut = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return el.scrollWidth > el.clientWidth + 1 || box.right > window.innerWidth + 0.5
      })
      .map((el) => el.textContent ?? ''),
  )

/** Issue 51: at 390 px the cash flow, the reminders and the calendar fit, with nothing cut. */
async function phoneScreens(page: Page) {
  await page.goto('/financial_report')
  const cards = page.getByTestId('flow-cards').first()
  await expect(cards).toBeVisible()
  await expect(cards.getByText('Saldo').first()).toBeVisible()
  expect(await cut(page, '[data-testid="flow-cards"] dd, [data-testid="flow-cards"] dt')).toEqual(
    [],
  )
  await page.screenshot({ path: `${dir}/cash-flow-390.png`, fullPage: true })
  await page.goto('/')
  const line = page.getByTestId('reminder-line').first()
  await expect(line).toBeVisible()
  await expect(line.getByRole('button', { name: /^Adiar/ })).toContainText('Adiar')
  await expect(line.getByRole('button', { name: /^Dispensar/ })).toContainText('Dispensar')
  expect(
    await cut(page, '[data-testid="reminder-line"] p, [data-testid="reminder-line"] button'),
  ).toEqual([])
  await line.screenshot({ path: `${dir}/reminder-line-390.png` })
  await page.goto('/calendar')
  await expect(page.getByTestId('calendar-legend')).toContainText('Despesa')
  await expect(page.getByTestId('calendar-legend')).toContainText('!2')
  await page.screenshot({ path: `${dir}/calendar-390.png`, fullPage: true })
}
