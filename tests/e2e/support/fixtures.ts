import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { startServer, type E2EServer, type Mail } from './server'

export const DEMO_PASSWORD = 'Celeiro@2026'
export const DEMO_USERS = {
  admin: 'admin@celeiro.app',
  tesoureiro: 'tesoureiro@celeiro.app',
  secretaria: 'secretaria@celeiro.app',
} as const
export type DemoUser = keyof typeof DEMO_USERS

interface WorkerFixtures {
  server: E2EServer
}

interface TestFixtures {
  /**
   * What to do with a reminder's toast that stands over something a test acts on: 'snooze' (the
   * default) presses its second button (Adiar 1 hora) as a user would; 'leave' lets the test
   * handle the toasts itself (the reminders' own tests).
   */
  reminderToasts: 'snooze' | 'leave'
  /** Signs `page` in as a demo user through the API (stored login under KEY_LOGIN) and opens `path` (default '/'). */
  loginAs: (user: DemoUser, path?: string) => Promise<void>
  /** Waits for an e-mail to `to` in the dev mailbox (newest first) and returns it. */
  waitForMail: (to: string, after?: number) => Promise<Mail>
}

/**
 * One real server per worker (fresh data folder, demo seed, the built app), and `baseURL`
 * pointing at it. Tests that change shared data (passwords) use the other demo users.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, provide) => {
      const server = await startServer()
      await provide(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  reminderToasts: ['snooze', { option: true }],
  /**
   * The demo has a bill due today with an alert at 18:00: from then on (Brasília) its toast stays
   * at the top until put away and, at 390 px, covers the page's title and first buttons. A test
   * run after 18:00 is no different from one at noon: the toast is snoozed whenever it is in the
   * way of an action (Playwright's locator handler).
   */
  page: async ({ page, reminderToasts }, provide, testInfo) => {
    const heard = listenToPage(page)
    if (reminderToasts === 'snooze') {
      const toasts = page.getByTestId('reminder-toast')
      await page.addLocatorHandler(toasts.first(), async () => {
        // Every toast's last button (Adiar 1 hora), wherever it sits in the stack.
        await page.evaluate(() => {
          for (const toast of document.querySelectorAll('[data-testid="reminder-toast"]'))
            toast.querySelector<HTMLElement>('button:last-of-type')?.click()
        })
        await expect(toasts).toHaveCount(0)
      })
    }
    await provide(page)
    if (testInfo.status !== testInfo.expectedStatus) await printPageState(page, heard)
    await dropRoutes(page)
  },
  context: async ({ context }, provide) => {
    await provide(context)
    await dropRoutes(context)
  },
  baseURL: async ({ server }, provide) => {
    await provide(server.url)
  },
  loginAs: async ({ page, server }, provide) => {
    await provide(async (user, path = '/') => {
      await loginAs(page, server.url, user)
      await page.goto(path)
    })
  },
  waitForMail: async ({ server }, provide) => {
    await provide(async (to, after = 0) => {
      let found: Mail | undefined
      await expect
        .poll(
          () => {
            found = server
              .mails()
              .filter((m) => m.to === to)
              .slice(after)
              .at(-1)
            return Boolean(found)
          },
          { timeout: 10_000 },
        )
        .toBe(true)
      return found as Mail
    })
  },
})

/** The page's console warnings and errors, uncaught errors and navigations, newest last (at most 40). */
function listenToPage(page: Page): string[] {
  const heard: string[] = []
  const note = (line: string) => {
    heard.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (heard.length > 40) heard.shift()
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated: ${frame.url()}`)
  })
  return heard
}

/**
 * A failed test prints what its page showed and said: a CI run keeps no trace or screenshot, so
 * its log is all there is to find the cause of a failure seen once (members.spec.ts's offline import).
 */
async function printPageState(page: Page, heard: string[]): Promise<void> {
  if (page.isClosed()) return
  // The screen's own content when the shell is there (its menu would fill the log), else all.
  const main = page.locator('main')
  const shown = (await main.count().catch(() => 0)) === 1 ? main : page.locator('body')
  const snapshot = await shown
    .ariaSnapshot({ timeout: 2_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`)
  console.log(
    [
      `--- the page at the failure: ${page.url()}`,
      snapshot.length > 6_000 ? `${snapshot.slice(0, 6_000)}\n…` : snapshot,
      '--- its console warnings and errors, uncaught errors and navigations:',
      ...(heard.length > 0 ? heard : ['(none)']),
    ].join('\n'),
  )
}

/**
 * A test's routes end with it. A request still in flight when the test ends (the app asks for `/me`
 * again at any time) left its route handler's `route.fetch` failing with "Test ended", and
 * Playwright charged that error to the next test of the worker (session 53's run: billing.spec
 * failed in 0 ms for billing-shell.spec's handler). Errors of a handler during the test still fail it.
 */
async function dropRoutes(target: Page | BrowserContext): Promise<void> {
  if ('isClosed' in target && target.isClosed()) return
  await target.unrouteAll({ behavior: 'ignoreErrors' })
}

/** Logs in through the API and stores the login the way the app does, before any page script runs. */
export async function loginAs(page: Page, baseURL: string, user: DemoUser): Promise<void> {
  const res = await page.request.post(`${baseURL}/api/auth/v1/login`, {
    data: { email: DEMO_USERS[user], password: DEMO_PASSWORD },
  })
  if (!res.ok()) throw new Error(`Login as ${user} failed: ${res.status()} ${await res.text()}`)
  const body = (await res.json()) as { data: unknown }
  await page.addInitScript((login) => {
    if (!sessionStorage.getItem('e2e-login-set')) {
      localStorage.setItem('KEY_LOGIN', login)
      sessionStorage.setItem('e2e-login-set', '1')
    }
  }, JSON.stringify(body.data))
}

export { expect }
