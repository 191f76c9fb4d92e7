import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS, expect, test } from './support/fixtures'
import { LoginPage } from './support/pages'

/**
 * Holds the design system's chunk and the offline engine's until `release()`: a first sign-in on
 * a weak signal, where they arrive seconds after "Entrar" (issue 49).
 */
async function holdTheSignedInCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(design-system|api)-[^/]*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/** The treasurer's first sign-in with the signed-in code held (`holdTheSignedInCode`). */
async function firstSignInWithTheCodeHeld(page: Page): Promise<{ release: () => void }> {
  const code = await holdTheSignedInCode(page)
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(DEMO_USERS.tesoureiro, DEMO_PASSWORD)
  return code
}

/** The page's requests for the home's figures (GET /treasury/v1/home-figures) from now on. */
function figuresRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/home-figures')) asked.push(request.url())
  })
  return asked
}

test.use({ viewport: { width: 390, height: 844 } })

test('after "Entrar" the greeting and the main actions come before the design system; "Abrir modo culto" opens when it arrives', async ({
  page,
}) => {
  const code = await firstSignInWithTheCodeHeld(page)

  const greeting = page.getByRole('heading', { level: 1, name: /^Olá, .+!$/ })
  await expect(greeting).toBeVisible()
  const actions = page.getByRole('navigation', { name: 'Ações principais' })
  const service = actions.getByRole('link', { name: 'Abrir modo culto' })
  await expect(service).toBeVisible()
  await expect(actions.getByRole('link', { name: 'Contas a pagar' })).toHaveAttribute(
    'href',
    '/expenses?situacao=open',
  )
  // Nothing of the signed-in layout yet (its code is held): this is the plain early home,
  // below the phone's top bar, not under it.
  await expect(page.getByTestId('content')).toHaveCount(0)
  expect((await greeting.boundingBox())!.y).toBeGreaterThanOrEqual(56)
  expect((await service.boundingBox())!.height).toBeGreaterThanOrEqual(44)

  // A tap now is kept: the service mode opens once its code has come.
  await service.click()
  await expect(page).toHaveURL(/\/tithing\/service$/)
  code.release()
  await expect(page.getByTestId('service-mode')).toBeVisible({ timeout: 30_000 })
  await expect(greeting).toHaveCount(0)
})

test('the home drawn by the app stands where the early one stood, with the same words', async ({
  page,
}) => {
  const code = await firstSignInWithTheCodeHeld(page)
  const earlyHome = page.getByTestId('early-home')
  await expect(earlyHome).toBeVisible()
  const early = {
    text: await earlyHome.getByRole('heading', { level: 1 }).textContent(),
    place: await page.getByTestId('early-home-place').textContent(),
    box: (await earlyHome.getByRole('heading', { level: 1 }).boundingBox())!,
    action: (await earlyHome.getByRole('link', { name: 'Abrir modo culto' }).boundingBox())!,
  }
  code.release()
  // The app's own home (its test ids are the app's alone), in the early one's place.
  const greeting = page.getByTestId('home-greeting')
  await expect(greeting).toBeVisible({ timeout: 30_000 })
  await expect(earlyHome).toHaveCount(0)
  await expect(greeting).toHaveText(early.text!)
  await expect(page.getByTestId('home-place')).toHaveText(early.place!)
  const box = (await greeting.boundingBox())!
  const action = (await page.getByTestId('home-service-mode').boundingBox())!
  expect(Math.abs(box.y - early.box.y)).toBeLessThanOrEqual(2)
  expect(Math.abs(box.x - early.box.x)).toBeLessThanOrEqual(2)
  expect(Math.abs(action.y - early.action.y)).toBeLessThanOrEqual(2)
  expect(Math.abs(action.width - early.action.width)).toBeLessThanOrEqual(2)
})

test('a signed-in user on a screen outside the signed-in layout sees no early frame over it', async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro', '/')
  await expect(page.getByTestId('content')).toBeVisible()
  // Left in the app (a guard's redirect): the layout is gone, the early frame must not stand in.
  await page.evaluate(() => {
    history.pushState(null, '', '/unauthorized')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible()
  await expect(page.locator('.early-frame')).toHaveCount(0)
  // A full load of it too.
  await page.goto('/unauthorized')
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible()
  await expect(page.locator('.early-frame')).toHaveCount(0)
})

test('a signed-in layout that cannot load shows its message and "Tentar novamente", not the early home over them', async ({
  page,
}) => {
  // The signed-in screens' words (the `shell` catalog, loaded by the layout) do not arrive.
  await page.route(/\/assets\/shell-[^/]*\.js$/, (route) => route.abort())
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(DEMO_USERS.tesoureiro, DEMO_PASSWORD)
  const retry = page.getByRole('button', { name: 'Tentar novamente' })
  await expect(retry).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('early-home')).toHaveCount(0)
  await page.unroute(/\/assets\/shell-[^/]*\.js$/)
  await retry.click()
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 })
})

test('on a first sign-in the money figures come before the design system, the same sums the home shows', async ({
  page,
}) => {
  const asked = figuresRequests(page)
  const code = await firstSignInWithTheCodeHeld(page)
  const early = page.getByTestId('early-figure-tithes')
  await expect(early).toBeVisible()
  await expect(early).toContainText('Dízimos e ofertas')
  await expect(early).toContainText(/Em \d{4}R\$\s?[\d.]+,\d{2}$/)
  // The treasurer reads tithes, receipts and payments: three cards, each a month and a year.
  await expect(page.getByTestId('early-figures').locator('dd')).toHaveCount(6)
  const amounts = async (card: ReturnType<Page['getByTestId']>) =>
    (await card.textContent())!.match(/R\$\s?[\d.]+,\d{2}/g)
  const sums = await amounts(early)
  expect(sums).toHaveLength(2)
  code.release()
  const card = page.getByTestId('metric-tithes')
  await expect(card).toContainText(sums![1]!, { timeout: 30_000 })
  expect(await amounts(card)).toEqual(sums)
  await expect(early).toHaveCount(0)
  // One request for the sign-in: the signed-in layout (and so the home's loading screen, a second
  // early home) is drawn only once the home's code is there too.
  expect(asked).toHaveLength(1)
})

test('a device that holds the user already draws no early figures (its waiting writes count)', async ({
  page,
}) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(DEMO_USERS.tesoureiro, DEMO_PASSWORD)
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 })
  // The home can be drawn before the offline engine has made the user's mirror: wait for it
  // (celeiro-<user id>; celeiro-uploads-<user id> is made earlier).
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await indexedDB.databases()).some((db) => /^celeiro-(?!uploads-)/.test(db.name ?? '')),
      ),
    )
    .toBe(true)
  // Signed out and in again on the same device: the mirror stays (the queue is never dropped).
  const asked = figuresRequests(page)
  const code = await holdTheSignedInCode(page)
  await page.evaluate(() => localStorage.clear())
  await login.goto()
  await login.signIn(DEMO_USERS.tesoureiro, DEMO_PASSWORD)
  await expect(page.getByTestId('early-home')).toBeVisible()
  await page.waitForTimeout(1_500)
  await expect(page.getByTestId('early-figures')).toHaveCount(0)
  expect(asked).toEqual([])
  code.release()
})
