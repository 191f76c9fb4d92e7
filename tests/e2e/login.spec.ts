import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { LoginPage } from './support/pages'

/** The design system's chunks the page asks for, as they are asked for. */
function designSystemRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(chakra-root|style-engine)-[^/]*\.js$/.test(request.url()))
      asked.push(request.url())
  })
  return asked
}

/** How many style sheets the design system's style engine (emotion) has written. */
const emotionStyles = (page: Page) => page.locator('style[data-emotion]').count()

test.describe('/login', () => {
  test('signs in and stores the login under KEY_LOGIN', async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/$/)
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('KEY_LOGIN') ?? 'null') as {
          token?: string
          user?: { email?: string }
        } | null,
    )
    expect(stored?.token).toBeTruthy()
    expect(stored?.user?.email).toBe(DEMO_USERS.admin)
    // Signed in, /login sends you home.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/$/)
  })

  test('is drawn without the design system, which comes with the first keystroke, ready for the next screen', async ({
    page,
  }) => {
    // docs/frontend.md, "/login without the design system": Chakra's run-time styles were most of
    // a cheap phone's blocking time on /login.
    const asked = designSystemRequests(page)
    const login = new LoginPage(page)
    await login.goto()
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible()
    await expect(login.email).toBeFocused()
    expect(await emotionStyles(page)).toBe(0)
    expect(asked).toEqual([])

    await login.email.pressSequentially(DEMO_USERS.admin)
    await expect.poll(() => asked.length).toBe(2)
    expect(await emotionStyles(page)).toBe(0)
    await login.password.fill(DEMO_PASSWORD)
    await login.submit.click()
    await expect(page.getByTestId('home-greeting')).toBeVisible()
    expect(await emotionStyles(page)).toBeGreaterThan(0)
  })

  test('is drawn without the design system when its screen loads slower than the first draw', async ({
    page,
  }) => {
    // A cheap phone: the screen's chunk comes after the first draw (FIRST_DRAW_WAIT_MS, 300 ms),
    // so React draws while the router has no screen yet.
    const asked = designSystemRequests(page)
    await page.route(/\/assets\/login-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const login = new LoginPage(page)
    await login.goto()
    await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible()
    expect(await emotionStyles(page)).toBe(0)
    expect(asked).toEqual([])
  })

  test('validates the fields before calling the server', async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    let called = false
    await page.route('**/api/auth/v1/login', async (route) => {
      called = true
      await route.continue()
    })
    await login.submit.click()
    await expect(page.getByText('Informe o e-mail.')).toBeVisible()
    await expect(page.getByText('Informe a senha.')).toBeVisible()
    await login.email.fill('not-an-email')
    await login.password.fill('x')
    await login.submit.click()
    await expect(page.getByText('E-mail inválido.')).toBeVisible()
    expect(called).toBe(false)
  })

  test("shows the server's message for wrong credentials", async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    await login.signIn('ninguem@celeiro.app', 'Errada@2026')
    await expect(login.alert).toHaveText('E-mail ou senha inválidos.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('shows a connection message when the network fails', async ({ page }) => {
    const login = new LoginPage(page)
    await login.goto()
    await page.route('**/api/auth/v1/login', (route) => route.abort('internetdisconnected'))
    await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD)
    await expect(login.alert).toHaveText(
      'Não foi possível conectar ao servidor. Verifique sua conexão.',
    )
  })

  test("falls back to 'Erro ao realizar login.' (and its translations) without a server message", async ({
    page,
  }) => {
    const login = new LoginPage(page)
    await login.goto()
    await page.route('**/api/auth/v1/login', (route) =>
      route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }),
    )
    await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD)
    await expect(login.alert).toHaveText('Erro ao realizar login.')
    await page.getByTestId('language-select').selectOption('en')
    await login.submit.click()
    await expect(login.alert).toHaveText('Error signing in.')
    await page.getByTestId('language-select').selectOption('es')
    await login.submit.click()
    await expect(login.alert).toHaveText('Error al iniciar sesión.')
  })

  test('a session the server rejects (401 on me) is cleared and sends you to /login', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs('admin')
    await expect(page).toHaveURL(/\/$/)
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('KEY_LOGIN') ?? '{}') as { token?: string }).token,
    )
    // The session ends elsewhere (e.g. a password change on another device).
    const res = await request.post('/api/auth/v1/logout', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.ok()).toBe(true)
    await page.reload()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('KEY_LOGIN'))).toBeNull()
  })
})
