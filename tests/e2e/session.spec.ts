import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { firstSyncDone } from './support/first-sync'

const storedLogin = (page: Page) => page.evaluate(() => localStorage.getItem('KEY_LOGIN'))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test("'Carregando...' shows while the user loads", async ({ page, server }) => {
  // A stored login without the cached user: the shell must wait for GET /me.
  const res = await page.request.post(`${server.url}/api/auth/v1/login`, {
    data: { email: DEMO_USERS.tesoureiro, password: DEMO_PASSWORD },
  })
  const { data } = (await res.json()) as { data: { token: string; expiresAt: string } }
  await page.addInitScript(
    (login) => localStorage.setItem('KEY_LOGIN', login),
    JSON.stringify({ token: data.token, expiresAt: data.expiresAt }),
  )
  // /me is held until the loading screen has been seen, so a slow machine cannot load the whole
  // page (and pass the loading screen) before the test looks.
  let releaseMe = () => {}
  const seen = new Promise<void>((resolve) => (releaseMe = resolve))
  await page.route('**/api/auth/v1/me', async (route) => {
    await seen
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByText('Carregando...').first()).toBeVisible()
  await expect(page.getByTestId('home-greeting')).toHaveCount(0)
  releaseMe()
  await expect(page.getByTestId('home-greeting')).toHaveText('Olá, João!')
  await expect(page.getByText('Carregando...')).toHaveCount(0)
})

test('a 401 on me clears the stored login and goes to /login', async ({ page, loginAs }) => {
  await page.route('**/api/auth/v1/me', (route) =>
    route.fulfill({ status: 401, json: { message: 'Sessão expirada', code: 'unauthorized' } }),
  )
  await loginAs('tesoureiro')
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedLogin(page)).toBeNull()
})

test('a token removed elsewhere sends the user to /login when the window regains focus', async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro')
  await expect(page.getByTestId('home-greeting')).toBeVisible()
  await page.evaluate(() => {
    localStorage.removeItem('KEY_LOGIN')
    window.dispatchEvent(new Event('focus'))
  })
  await expect(page).toHaveURL(/\/login$/)
})

test('logout shows a waiting message, ends the session on the server and goes to /login', async ({
  page,
  loginAs,
  server,
}) => {
  await loginAs('tesoureiro')
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('KEY_LOGIN') ?? '{}') as { token?: string }).token,
  )
  await page.route('**/api/auth/v1/logout', async (route) => {
    await pause(1000)
    await route.continue()
  })
  await page.getByTestId('user-block').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByTestId('logout-waiting')).toHaveText('Saindo...')
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedLogin(page)).toBeNull()
  const check = await page.request.post(`${server.url}/api/auth/v1/check-login`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(check.status()).toBe(401)
})

test('logout without network still signs out on this device', async ({ page, loginAs }) => {
  await loginAs('tesoureiro')
  await expect(page.getByTestId('home-greeting')).toBeVisible()
  await page.route('**/api/auth/v1/logout', (route) => route.abort('internetdisconnected'))
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedLogin(page)).toBeNull()
  await expect(page.getByText(/Você saiu deste aparelho, mas sem conexão/)).toBeVisible()
})

test('the stored token is checked every 5 minutes', async ({ page, loginAs }) => {
  // The fake clock runs from `start` with real time, and the page starts its 5-minute timer at
  // some instant between `start` and the token's removal (the sign-in and the first sync take
  // seconds on a slow machine). So: still signed in 299 s after `start` (the timer cannot have
  // fired), signed out 301 s after the removal (it must have).
  const start = new Date('2026-11-22T21:30:00-03:00').getTime()
  await page.clock.install({ time: start })
  await loginAs('tesoureiro')
  await expect(page.getByTestId('home-greeting')).toBeVisible()
  // Each completed sync reads `me` again (a role may have changed), the initial one's second
  // phase too: a request of the page's own that would find the token gone and sign out early.
  // Only the periodic check may notice.
  await firstSyncDone(page)
  await page.waitForLoadState('networkidle')
  // Removed without any event this page would notice: only the periodic check finds it.
  const removedAt = await page.evaluate(() => {
    localStorage.removeItem('KEY_LOGIN')
    return Date.now()
  })
  await page.clock.fastForward(start + 299_000 - removedAt)
  await expect(page).not.toHaveURL(/\/login$/)
  await page.clock.fastForward(removedAt - start + 2_000)
  await expect(page).toHaveURL(/\/login$/)
})
