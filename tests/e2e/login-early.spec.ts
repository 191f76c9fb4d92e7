import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { LoginPage } from './support/pages'

/**
 * Holds every script of the app (its chunks) until `release()`: a cheap phone on a weak signal,
 * where they take seconds to arrive. Only index.html (and its inline script) is there meanwhile.
 */
async function holdTheAppsScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/(assets|src)\/.*\.(js|tsx?)$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/** index.html's form, before the app (early-login.ts). */
const earlyForm = (page: Page) => page.locator('#early-login')

test.describe('/login before the app arrives', () => {
  test('is drawn at once; what is typed, and where, carries over to the app', async ({ page }) => {
    const scripts = await holdTheAppsScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    const early = earlyForm(page)
    await expect(early.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible()
    const email = early.getByRole('textbox', { name: 'E-mail' })
    await expect(email).toBeFocused()
    await email.pressSequentially(DEMO_USERS.tesoureiro)
    const password = early.getByLabel('Senha')
    await password.pressSequentially('Celeiro@')

    scripts.release()
    const login = new LoginPage(page)
    await login.appTookOver()
    // The app's own fields, with what was typed, the caret still in the password.
    await expect(login.email).toHaveValue(DEMO_USERS.tesoureiro)
    await expect(login.password).toHaveValue('Celeiro@')
    await expect(login.password).toBeFocused()
    await page.keyboard.type('2026')
    await expect(login.password).toHaveValue(DEMO_PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('home-greeting')).toBeVisible()
  })

  test('a press of "Entrar" before the app arrives signs in when it does', async ({ page }) => {
    const scripts = await holdTheAppsScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const early = earlyForm(page)
    await early.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_USERS.tesoureiro)
    await early.getByLabel('Senha').fill(DEMO_PASSWORD)
    const submit = early.getByRole('button', { name: 'Entrar' })
    await submit.click()
    // Nothing can sign in yet: the button says it is busy, and the form keeps what was typed.
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await expect(early.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_USERS.tesoureiro)

    scripts.release()
    await expect(page.getByTestId('home-greeting')).toBeVisible()
    await expect(earlyForm(page)).toHaveCount(0)
  })

  test('a press of "Entrar" with a wrong e-mail gets the app’s message', async ({ page }) => {
    const scripts = await holdTheAppsScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    const early = earlyForm(page)
    await early.getByRole('textbox', { name: 'E-mail' }).fill('tesoureiro')
    await early.getByRole('button', { name: 'Entrar' }).click()
    scripts.release()
    const login = new LoginPage(page)
    await login.appTookOver()
    await expect(login.email).toHaveValue('tesoureiro')
    await expect(page.getByText('E-mail inválido')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('speaks the user’s language, and opens "forgot password" when asked early', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('preferred-language', 'es'))
    const scripts = await holdTheAppsScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    const early = earlyForm(page)
    await expect(early.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible()
    await expect(early.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused()
    await expect(early.getByLabel('Contraseña')).toBeVisible()
    await expect(early.getByRole('link', { name: 'Registre su iglesia' })).toHaveAttribute(
      'href',
      '/pre-register',
    )
    await expect(early.getByText('Entrar')).toHaveCount(0)
    await early.getByRole('textbox', { name: 'Correo electrónico' }).fill(DEMO_USERS.secretaria)
    await early.getByRole('button', { name: 'Olvidé mi contraseña' }).click()

    scripts.release()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox')).toHaveValue(DEMO_USERS.secretaria)
  })

  test('is not drawn for a signed-in device or another public screen', async ({
    page,
    loginAs,
  }) => {
    await page.goto('/pre-register')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(earlyForm(page)).toHaveCount(0)
    await loginAs('tesoureiro', '/login')
    await expect(page.getByTestId('home-greeting')).toBeVisible()
    await expect(earlyForm(page)).toHaveCount(0)
  })
})
