import { expect, test } from './support/fixtures'

test('smoke: the built app opens /login', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
})
