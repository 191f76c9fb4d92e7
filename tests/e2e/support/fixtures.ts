import { test as base, expect, type Page } from '@playwright/test'
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
  page: async ({ page, reminderToasts }, provide) => {
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
