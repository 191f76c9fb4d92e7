import type { BrowserContext, Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { firstSyncDone } from './support/first-sync'
import { LoginPage } from './support/pages'
import { menuPaths } from './support/screens'

// The first visit: a fresh context (no service worker, nothing stored), the worker allowed.
test.use({ serviceWorkers: 'allow' })

const NOT_STORED =
  'Esta tela ainda não foi guardada neste aparelho; conecte-se uma vez para usá-la offline'

/** Signs in through the form, as a new user does. */
async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(DEMO_USERS.admin, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/$/)
}

/** Holds the service worker's precache downloads (its install) until `release()`. */
async function holdPrecache(context: BrowserContext) {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route('**/assets/**', async (route) => {
    if (route.request().serviceWorker()) await held
    await route.continue().catch(() => undefined)
  })
  return { release: () => release() }
}

/** The app is on screen: its menu, not the browser's error page. */
async function inTheApp(page: Page, path: string): Promise<void> {
  expect(page.url(), `${path}: the browser's error page`).not.toMatch(/^chrome-error:/)
  await expect(page.getByTestId('sidebar'), path).toBeVisible({ timeout: 30_000 })
}

test('offline the moment the first sync finishes: every menu screen opens in the app', async ({
  page,
  context,
}) => {
  // Some 25 screens, each a whole page load without network.
  test.setTimeout(360_000)
  await signIn(page)
  await firstSyncDone(page)
  await context.setOffline(true)
  for (const path of menuPaths()) {
    const failed = await page.goto(path).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(failed, `${path} opened offline`).toBeNull()
    await inTheApp(page, path)
  }
  await context.setOffline(false)
  await expect(page.getByTestId('sync-status')).toContainText('Pronto para usar sem internet')
})

test('offline while the service worker still installs: a screen not stored says so in the app, and loads when the signal returns', async ({
  page,
  context,
}) => {
  test.slow()
  const precache = await holdPrecache(context)
  await signIn(page)
  const status = page.getByTestId('sync-status')
  await expect(status.getByTestId('sync-last')).toBeVisible({ timeout: 90_000 })
  await expect(status.getByTestId('sync-initial')).toHaveCount(0, { timeout: 90_000 })

  await context.setOffline(true)
  const sidebar = page.getByTestId('sidebar')
  const link = sidebar.getByRole('link', { name: 'Passivos' })
  if (!(await link.isVisible())) await sidebar.getByText('Administração').click()
  await link.click()
  await expect(page.getByText(NOT_STORED)).toBeVisible()
  await inTheApp(page, '/liabilities')
  await expect(page).toHaveURL(/\/liabilities$/)
  // Not called ready for offline use while the screens are still being stored.
  await expect(status).not.toContainText('Pronto para usar sem internet')
  await expect(status.getByTestId('sync-storing')).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Passivos' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByText(NOT_STORED)).toBeHidden()
  precache.release()
  await expect(status).toContainText('Pronto para usar sem internet', { timeout: 90_000 })
})

test('once ready offline, the visit that installed the worker runs the screens’ code in a hidden frame that asks the server nothing; a later visit does not', async ({
  page,
  context,
}) => {
  test.slow()
  const frameApiCalls: string[] = []
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame() && request.url().includes('/api/'))
      frameApiCalls.push(request.url())
  })
  await signIn(page)
  await firstSyncDone(page)
  const root = page.locator('html')
  await expect(root).toHaveAttribute('data-code-warm-up', 'done', { timeout: 90_000 })
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(frameApiCalls).toEqual([])

  // Served by the worker, a visit keeps its own compiled code: no frame, no second warm-up.
  await context.setOffline(true)
  await page.goto('/members')
  await inTheApp(page, '/members')
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de membros' })).toBeVisible()
  await expect(page.getByTestId('sync-status')).toContainText('Pronto para usar sem internet')
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(root).not.toHaveAttribute('data-code-warm-up')
})
