import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { menuPaths } from './support/screens'

/**
 * axe (WCAG 2.1 A/AA and best practice) on every screen of the menu (read from menu.ts, so new
 * screens are checked too), the public ones and the main forms: 0 violations, at a phone's and
 * a laptop's width, in pt-BR, en and es.
 */

/**
 * Screens move while they settle: a reminder toast falls due and fades in over 400 ms, a button
 * leaves its disabled look (opacity 0.5) once its data loaded. axe measuring an element half-way
 * reports its text's contrast. Waits until no finite animation or transition runs (a spinner's
 * endless one does not count).
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

/**
 * The violations of the page, one line each: rule, impact and the first elements. Something that
 * started moving during the scan may have been measured mid-way, so a scan that found something
 * is repeated at rest, up to three times: what stays is real.
 */
async function violations(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await atRest(page)
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    if (result.violations.length > 0 && attempt < 3) continue
    return lines(result.violations)
  }
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

function lines(found: Violations): string[] {
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Skeletons and the first mirror reads give way to content.
  await page.waitForTimeout(300)
}

// A third of the browser suite's time: its tests (each its own sign-in, read-only) are spread
// over both workers instead of running one after the other in one of them.
test.describe.configure({ mode: 'parallel' })

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
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
