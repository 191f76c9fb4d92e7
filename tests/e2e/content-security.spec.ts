import { expect, test } from './support/fixtures'
import { watchCspViolations } from './support/walk'

/**
 * The Content-Security-Policy (server/http/security-headers.ts) on every screen is checked by the
 * screen walks of accessibility.spec.ts; here, what they do not reach: a PDF made on the device.
 */

/**
 * Issue 47, finding 10: a PDF made on the device (here a tithe's receipt) breaks no policy and
 * logs no error. @react-pdf's layout engine (yoga-layout) fetches its WebAssembly from a data:
 * URL first; under `connect-src 'self'` that fetch was refused (a violation and two console
 * errors on every first PDF of a page) before the engine fell back to decoding it itself.
 */
test('a PDF made on the device breaks no policy and logs no error', async ({ page, loginAs }) => {
  const found: string[] = []
  await watchCspViolations(page, found)
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
