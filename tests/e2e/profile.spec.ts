import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, loginAs, test } from './support/fixtures'
import { startServer, type E2EServer } from './support/server'

const NEW_PASSWORD = 'Outra#Senha2026'
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`)

test('profile shows the user', async ({ page, loginAs }) => {
  await loginAs('tesoureiro', '/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible()
  await expect(page.getByTestId('profile-name')).toHaveText('João')
  await expect(page.getByTestId('profile-full-name')).toHaveText('João Batista Souza')
  await expect(page.getByTestId('profile-email')).toHaveText(DEMO_USERS.tesoureiro)
  await expect(page.getByTestId('profile-role')).toHaveText('Tesoureiro')
  await expect(page.getByTestId('profile-congregation')).toHaveText('Igreja Sede Campinas')
})

test.describe('change password', () => {
  // The server refuses the demo password as a new one (too common), so it can't be put back:
  // this test gets its own server and leaves the shared one untouched.
  let own: E2EServer
  test.beforeAll(async () => {
    own = await startServer()
  })
  test.afterAll(async () => {
    await own.stop()
  })

  test('shows strength, refuses a wrong current password, then closes the session', async ({
    page,
  }) => {
    await loginAs(page, own.url, 'secretaria')
    await page.goto(`${own.url}/profile`)
    const strength = page.getByTestId('password-strength')
    await field(page, 'newPassword').fill('abc')
    await expect(strength).toHaveAttribute('data-strength', 'weak')
    await expect(strength).toContainText('Fraca')
    await field(page, 'newPassword').fill('Abcdef1!')
    await expect(strength).toHaveAttribute('data-strength', 'medium')
    await field(page, 'newPassword').fill(NEW_PASSWORD)
    await expect(strength).toHaveAttribute('data-strength', 'strong')

    // Confirmation must match (checked before any call, message translated).
    await field(page, 'currentPassword').fill(DEMO_PASSWORD)
    await field(page, 'confirmPassword').fill(`${NEW_PASSWORD}x`)
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect(page.getByText('As senhas não conferem.')).toBeVisible()

    // A wrong current password: the server's message, and the session stays.
    await field(page, 'currentPassword').fill('Errada@2026')
    await field(page, 'confirmPassword').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /senha atual/i })
        .first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/profile$/)

    await field(page, 'currentPassword').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Alterar senha' }).click()
    await expect(page.getByText('Senha alterada. Entre novamente com a nova senha.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('KEY_LOGIN'))).toBeNull()

    const attempt = (password: string) =>
      page.request.post(`${own.url}/api/auth/v1/login`, {
        data: { email: DEMO_USERS.secretaria, password },
      })
    expect((await attempt(NEW_PASSWORD)).status()).toBe(200)
    expect((await attempt(DEMO_PASSWORD)).status()).toBe(401)
  })
})
