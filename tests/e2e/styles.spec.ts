import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * The signed-in screens write their wrapped style rules (Chakra's `@layer recipes`, responsive
 * and hover `@media`) into one block per wrapper (src/lib/grouped-rules.ts): Blink restyles the
 * whole page for each new @layer or @media rule of a sheet, not for a rule added inside one.
 */

/** The wrappers at the top of emotion's sheet, and how many rules its largest block holds. */
function topLevel(page: Page) {
  return page.evaluate(() => {
    const sheet = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].at(
      -1,
    )?.sheet
    const rules = [...(sheet?.cssRules ?? [])]
    const blocks = rules.filter((r) => r instanceof CSSLayerBlockRule || r instanceof CSSMediaRule)
    return {
      wrappers: blocks.length,
      largest: Math.max(0, ...blocks.map((b) => (b as CSSGroupingRule).cssRules.length)),
    }
  })
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opening screens adds no wrapper per rule to the style sheet: the rules go into blocks', async ({
    page,
    loginAs,
  }) => {
    await loginAs('tesoureiro')
    await expect(page.getByTestId('home-sections')).toBeVisible()
    const before = await topLevel(page)
    // Through the menu: the app stays loaded, as a user moves from screen to screen.
    for (const [link, heading] of [
      ['Cadastro de membros', 'Membros'],
      ['Dízimos', 'Dízimos'],
      ['Despesas', 'Despesas'],
      ['Receitas', 'Receitas'],
    ] as const) {
      await page.getByTestId('mobile-menu-button').click()
      await page.getByTestId('sidebar').getByRole('link', { name: link }).click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    }
    const after = await topLevel(page)
    // A new kind of wrapper (a breakpoint not used before) gets its block once; one per rule
    // would add dozens on these screens.
    expect(after.wrappers - before.wrappers).toBeLessThanOrEqual(3)
    expect(after.largest).toBeGreaterThan(50)
  })
})

test("Chakra's global CSS comes from the built file: emotion writes none of it, and it applies", async ({
  page,
  loginAs,
}) => {
  await loginAs('tesoureiro')
  await expect(page.getByTestId('home-sections')).toBeVisible()
  const found = await page.evaluate(() => {
    const layersOf = (sheet: CSSStyleSheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSLayerBlockRule ? [rule.name] : []))
    const sheets = [...document.styleSheets]
    const root = getComputedStyle(document.documentElement)
    return {
      fromFiles: sheets
        .filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement)
        .flatMap(layersOf),
      fromEmotion: sheets
        .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
        .flatMap(layersOf)
        .filter((name) => name !== 'recipes'),
      tokenVariable: root.getPropertyValue('--chakra-radii-l2').trim(),
      bodyMargin: getComputedStyle(document.body).margin,
    }
  })
  expect(found.fromFiles).toEqual(expect.arrayContaining(['reset', 'base', 'tokens']))
  expect(found.fromEmotion).toEqual([])
  expect(found.tokenVariable).not.toBe('')
  expect(found.bodyMargin).toBe('0px')
})

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the cascade is kept: a hover colour (a media rule in the recipes layer) still shows', async ({
    page,
    loginAs,
  }) => {
    await loginAs('secretaria')
    const button = page.getByTestId('home-new-member')
    await expect(button).toBeVisible()
    await page.mouse.move(0, 0)
    const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor)
    const resting = await background()
    await button.hover()
    await expect.poll(background).not.toBe(resting)
  })
})
