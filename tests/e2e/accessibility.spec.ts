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

/**
 * The screen's violations at each width, one after the other on the same page (the layout
 * follows the window, as a phone turned sideways does): one sign-in and one visit per screen
 * checks both layouts.
 */
async function violationsAtEachWidth(page: Page, path: string): Promise<string[]> {
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    await settle(page)
    for (const line of await violations(page)) found.push(`${path} · ${width} px: ${line}`)
  }
  return found
}

for (const language of LANGUAGES)
  test.describe(`axe · ${language}`, () => {
    test.use({ locale: language, viewport: { width: WIDTHS[0], height: 844 } })

    test('the public screens have no violations at a phone and a laptop width', async ({
      page,
    }) => {
      const found: string[] = []
      // Each visit anew: /unauthorized goes home by itself after 10 s.
      for (const width of WIDTHS)
        for (const path of ['/login', '/nao-existe', '/unauthorized']) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
          await page.goto(path)
          await settle(page)
          for (const line of await violations(page)) found.push(`${path} · ${width} px: ${line}`)
        }
      expect(found).toEqual([])
    })

    test('every signed-in screen has no violations at a phone and a laptop width', async ({
      page,
      loginAs,
    }) => {
      test.setTimeout(600_000) // ~25 screens twice, the calendar's month and the campaigns among them
      await loginAs('admin')
      await expect(page.locator('main')).toBeVisible()
      const found: string[] = []
      for (const path of menuPaths()) {
        await page.goto(path)
        await expect(page.locator('main')).toBeVisible()
        found.push(...(await violationsAtEachWidth(page, path)))
      }
      expect(found).toEqual([])
    })
  })
