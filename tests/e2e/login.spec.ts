import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { LoginPage } from './support/pages'

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
