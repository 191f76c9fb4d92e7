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
    test.setTimeout(120_000)
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
  })
}
