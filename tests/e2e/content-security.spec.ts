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

/**
 * Issue 47, finding 10: a PDF made on the device (here a tithe's receipt) breaks no policy and
 * logs no error. @react-pdf's layout engine (yoga-layout) fetches its WebAssembly from a data:
 * URL first; under `connect-src 'self'` that fetch was refused (a violation and two console
 * errors on every first PDF of a page) before the engine fell back to decoding it itself.
 */
test('a PDF made on the device breaks no policy and logs no error', async ({ page, loginAs }) => {
  const found: string[] = []
  await watchViolations(page, found)
  await loginAs('tesoureiro', '/tithing')
  const row = page
    .getByRole('region', { name: 'Dízimos' })
    .getByRole('row')
    .filter({ hasText: 'R$' })
    .first()
  await row.getByRole('button', { name: /^Ver / }).click()
  // Errors from the press of the button to the file; the demo church has no uploaded logo, so
  // its address answers 404 and the branding's next candidate is drawn (by design).
  const errors: string[] = []
  page.on('console', (message) => {
    const where = message.location().url
    if (message.type() !== 'error') return
    if (message.text().startsWith('Failed to load resource') && /\/file\/logo$/.test(where)) return
    errors.push(`${message.text().slice(0, 160)} (${where})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const download = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: 'Comprovante (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  expect(found).toEqual([])
  expect(errors).toEqual([])
})
