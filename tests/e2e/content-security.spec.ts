import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { menuPaths } from './support/screens'

/**
 * Nothing on any screen breaks the Content-Security-Policy (server/http/security-headers.ts):
 * a violation is either something the app needs and the policy blocks, or a library probing for
 * what it forbids (zod's eval check did, on every page). The browser's own
 * `securitypolicyviolation` events are collected on the public screens, every signed-in screen
 * of the administrator and the tithing service mode.
 */

/** Collects the page's CSP violations, from every document it loads, into `found`. */
async function watchViolations(page: Page, found: string[]): Promise<void> {
  await page.exposeFunction('reportCspViolation', (line: string) => found.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (l: string) => void })
        .reportCspViolation
      report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
}

test('no screen breaks the Content-Security-Policy', async ({ page, loginAs }) => {
  test.setTimeout(180_000)
  const found: string[] = []
  await watchViolations(page, found)
  for (const path of ['/login', '/nao-existe']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  await loginAs('admin')
  for (const path of menuPaths()) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  expect(found).toEqual([])
})
