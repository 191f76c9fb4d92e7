import { expect, test } from './support/fixtures'

test.describe('/unauthorized', () => {
  test('shows access denied, counts down 10 seconds, then goes home', async ({ page, loginAs }) => {
    await page.clock.install()
    await loginAs('tesoureiro', '/unauthorized')
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible()
    await expect(page.getByTestId('countdown')).toHaveText('Voltando ao início em 10 segundos...')
    await page.clock.runFor(3_000)
    await expect(page.getByTestId('countdown')).toHaveText('Voltando ao início em 7 segundos...')
    await page.clock.runFor(7_500)
    await expect(page).toHaveURL(/\/$/)
  })

  test('the button goes home at once', async ({ page }) => {
    await page.goto('/unauthorized')
    await page.getByRole('button', { name: 'Ir para o início' }).click()
    // Signed out, home sends you on to /login.
    await expect(page).toHaveURL(/\/login$/)
  })
})
