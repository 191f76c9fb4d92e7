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
