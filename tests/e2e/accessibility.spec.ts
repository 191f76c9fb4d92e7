import type { Page } from '@playwright/test'
import { violations } from './support/axe'
import { expect, test } from './support/fixtures'
import { menuPaths } from './support/screens'

/**
 * axe (WCAG 2.1 A/AA and best practice) on every screen of the menu (read from menu.ts, so new
 * screens are checked too), the public ones and the main forms: 0 violations, at a phone's and
 * a laptop's width, in pt-BR, en and es.
 */

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Skeletons and the first mirror reads give way to content.
  await page.waitForTimeout(300)
}

// A third of the browser suite's time: its tests (each its own sign-in, read-only) are spread
// over both workers instead of running one after the other in one of them.
test.describe.configure({ mode: 'parallel' })

const LANGUAGES = ['pt-BR', 'en', 'es'] as const
const WIDTHS = [390, 1280] as const

for (const language of LANGUAGES)
  for (const width of WIDTHS)
    test.describe(`axe · ${language} · ${width} px`, () => {
      test.use({ locale: language, viewport: { width, height: width < 768 ? 844 : 800 } })

      test('the public screens have no violations', async ({ page }) => {
        const found: string[] = []
        for (const path of ['/login', '/nao-existe', '/unauthorized']) {
          await page.goto(path)
          await settle(page)
          for (const line of await violations(page)) found.push(`${path}: ${line}`)
        }
        expect(found).toEqual([])
      })

      test('every signed-in screen has no violations', async ({ page, loginAs }) => {
        test.setTimeout(300_000) // ~25 screens, the calendar's month and the campaigns among them
        await loginAs('admin')
        await expect(page.locator('main')).toBeVisible()
        const found: string[] = []
        for (const path of menuPaths()) {
          await page.goto(path)
          await expect(page.locator('main')).toBeVisible()
          await settle(page)
          for (const line of await violations(page)) found.push(`${path}: ${line}`)
        }
        expect(found).toEqual([])
      })
    })
