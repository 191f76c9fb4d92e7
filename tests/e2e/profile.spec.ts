import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'

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

test('changing the password shows strength, refuses a wrong current one, then closes the session', async ({ page, loginAs, server }) => {
  await loginAs('secretaria', '/profile')
  const strength = page.getByTestId('password-strength')
  await field(page, 'newPassword').fill('abc')
  await expect(strength).toHaveAttribute('data-strength', 'weak')
  await expect(strength).toContainText('Senha fraca')
  await field(page, 'newPassword').fill('Abcdef1!')
  await expect(strength).toHaveAttribute('data-strength', 'medium')
  await field(page, 'newPassword').fill(NEW_PASSWORD)
  await expect(strength).toHaveAttribute('data-strength', 'strong')

  // Confirmation must match (client-side, translated).
  await field(page, 'currentPassword').fill(DEMO_PASSWORD)
  await field(page, 'confirmPassword').fill(`${NEW_PASSWORD}x`)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByText('As senhas não conferem.')).toBeVisible()

  // A wrong current password: the server's message.
  await field(page, 'currentPassword').fill('Errada@2026')
  await field(page, 'confirmPassword').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByRole('status').filter({ hasText: /senha atual/i }).first()).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)

  await field(page, 'currentPassword').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByText('Senha alterada. Entre novamente com a nova senha.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('KEY_LOGIN'))).toBeNull()

  // The new password works; put the demo password back for the other tests.
  const login = await page.request.post(`${server.url}/api/auth/v1/login`, {
    data: { email: DEMO_USERS.secretaria, password: NEW_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as { data: { token: string } }
  const restore = await page.request.post(`${server.url}/api/auth/v1/change-password`, {
    headers: { authorization: `Bearer ${data.token}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  })
  expect(restore.status()).toBe(200)
})
