import type { Page } from '@playwright/test'
import { violations } from './support/axe'
import { expect, test } from './support/fixtures'
import { menuPaths } from './support/screens'
import {
  openInApp,
  portugueseLeft,
  portugueseOnly,
  watchCspViolations,
  withAddForm,
} from './support/walk'

/**
 * One walk per language over every screen: the public ones, then, signed in, every screen of
 * the menu (read from menu.ts, so new screens are walked too) and the main forms and
 * sub-screens, each at a phone's and a laptop's width. On each:
 * - axe (WCAG 2.1 A/AA and best practice): 0 violations;
 * - nothing breaks the Content-Security-Policy (server/http/security-headers.ts): a violation is
 *   something the app needs and the policy blocks, or a library probing for what it forbids
 *   (zod's eval check did, on every page);
 * - in en and es, no visible text is still Portuguese, on the screen and in its add form: a
 *   string equal to a pt-BR msgid that this language translates differently in every catalog
 *   (translations.spec.ts shows the check catches it).
 * The screens are opened inside the app as a menu link does, one sign-in per language (issue 46:
 * three walks where axe, the CSP and the translations made eight).
 *
 * Signed in, axe scans in pt-BR only: its rules read the markup and the colours, which a
 * language does not change (a missing translation falls back to the pt-BR text, never to an
 * empty label); the language's own rules (`html-has-lang`, `valid-lang`) are held on the public
 * screens in every language. en and es keep the checks that are theirs: the CSP and no
 * Portuguese left. (Issue 46: axe in three languages was a third of the browser suite's walks.)
 */

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Skeletons and the first mirror reads give way to content.
  await page.waitForTimeout(300)
}

// The walks are a large part of the browser suite's time: they are spread over both workers.
test.describe.configure({ mode: 'parallel' })

const LANGUAGES = ['pt-BR', 'en', 'es'] as const
const WIDTHS = [390, 1280] as const

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
  await settle(page)
}

for (const language of LANGUAGES)
  test.describe(`walk · ${language}`, () => {
    test.use({ locale: language, viewport: { width: WIDTHS[0], height: 844 } })
    const portuguese = language === 'pt-BR' ? null : portugueseOnly(language)

    test('the public screens: no axe violation, nothing breaks the CSP, no Portuguese left', async ({
      page,
    }) => {
      const csp: string[] = []
      await watchCspViolations(page, csp)
      const found: string[] = []
      // Each visit anew: /unauthorized goes home by itself after 10 s.
      for (const width of WIDTHS)
        for (const path of ['/login', '/nao-existe', '/unauthorized']) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
          await page.goto(path)
          await settle(page)
          const where = `${path} · ${width} px`
          for (const line of await violations(page)) found.push(`${where}: ${line}`)
          if (portuguese) found.push(...(await portugueseLeft(page, portuguese, where)))
        }
      expect(found).toEqual([])
      expect(csp).toEqual([])
    })

    test('every signed-in screen: no axe violation, nothing breaks the CSP, no Portuguese left', async ({
      page,
      loginAs,
    }) => {
      test.setTimeout(900_000) // ~30 screens twice, the calendar's month and the campaigns among them
      expect(portuguese === null || portuguese.size > 100).toBe(true)
      const csp: string[] = []
      await watchCspViolations(page, csp)
      await loginAs('admin')
      await expect(page.locator('main')).toBeVisible()
      const paths = menuPaths()
      expect(paths.length).toBeGreaterThan(15)
      const found: string[] = []
      for (const path of paths) {
        await openInApp(page, path)
        for (const width of WIDTHS) {
          await atWidth(page, width)
          const where = `${path} · ${width} px`
          if (portuguese) found.push(...(await portugueseLeft(page, portuguese, where)))
          else for (const line of await violations(page)) found.push(`${where}: ${line}`)
        }
        if (portuguese)
          await withAddForm(page, async () => {
            found.push(...(await portugueseLeft(page, portuguese, `${path} (add)`)))
          })
      }
      expect(found).toEqual([])
      expect(csp).toEqual([])
    })
  })
