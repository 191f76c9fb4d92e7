import { expect, test } from './support/fixtures'
import { LoginPage } from './support/pages'

test.describe('languages', () => {
  test.describe('browser in English', () => {
    test.use({ locale: 'en-US' })
    test('detects the browser language and sends it to the server', async ({ page }) => {
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const login = new LoginPage(page)
      await login.signIn('nobody@celeiro.app', 'Wrong@2026')
      await expect(login.alert).toHaveText('Invalid e-mail or password.')
    })

    test('a stored preference wins over the browser', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('preferred-language', 'es'))
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    })
  })

  test.describe('browser in a language the app does not have', () => {
    test.use({ locale: 'fr-FR' })
    test('falls back to pt-BR', async ({ page }) => {
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    })

    test('uses a path prefix, then drops it from the address', async ({ page }) => {
      await page.goto('/es/login')
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    })
  })

  test('the selector switches at once, stores the choice and keeps it after a reload', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
    await page.getByTestId('language-select').selectOption('en')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'I forgot my password' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.getByTestId('language-select').selectOption('es')
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
    // Validation messages follow the language too.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText('Ingrese el correo electrónico.')).toBeVisible()
  })
})
