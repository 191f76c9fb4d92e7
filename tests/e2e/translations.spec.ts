import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Every screen reachable from the menu (read from src/components/layout/menu.ts, so screens
 * added later are walked too) plus the user menu's /profile and /faq, in en and es: no visible
 * text may still be Portuguese. A visible string equal to a pt-BR msgid whose translation in
 * that language differs (in every catalog that has it) is untranslated. Data (table cells,
 * select options, the signed-in user's name and role) is not interface text and is skipped.
 */

const root = resolve(import.meta.dirname, '../..')

function parsePo(file: string): Map<string, string> {
  const out = new Map<string, string>()
  const text = readFileSync(file, 'utf8')
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => (m[1] ?? '').replace(/\\"/g, '"').replace(/\\\\/g, '\\').replace(/\\n/g, '\n'))
      .join('')
  for (const entry of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(entry)
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(entry)
    if (!id?.[1] || !str?.[1] || /^#~/m.test(entry)) continue
    const msgid = unquote(id[1])
    if (msgid) out.set(msgid, unquote(str[1]))
  }
  return out
}

/** pt-BR msgids that language L translates differently in every catalog holding them. */
function portugueseOnly(language: 'en' | 'es'): Set<string> {
  const verdict = new Map<string, boolean>()
  for (const file of readdirSync(resolve(root, 'locales', language))) {
    if (!file.endsWith('.po')) continue
    for (const [msgid, translation] of parsePo(resolve(root, 'locales', language, file))) {
      if (/\{\w+\}|<\d+>/.test(msgid)) continue // placeholders never show as written
      const differs = translation !== '' && translation.trim() !== msgid.trim()
      verdict.set(msgid.trim(), (verdict.get(msgid.trim()) ?? true) && differs)
    }
  }
  return new Set([...verdict].filter(([, differs]) => differs).map(([id]) => id))
}

/** The menu's paths, as declared (item('id', '/path', ...)). */
function menuPaths(): string[] {
  const source = readFileSync(resolve(root, 'src/components/layout/menu.ts'), 'utf8')
  const paths = [...source.matchAll(/item\(\s*'[^']+',\s*'(\/[^']*)'/g)].map((m) => m[1] ?? '/')
  return [...new Set([...paths, '/profile', '/faq'])]
}

/** Visible interface text of the page: text nodes and placeholders/labels of visible elements. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip =
      'td, option, [data-testid="user-first-name"], [data-testid="user-role"], script, style'
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return (
        box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
      )
    }
    const out = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || parent.closest(skip) || !shown(parent)) continue
      out.add(text)
      const whole = parent.textContent?.trim()
      if (whole) out.add(whole)
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (el.closest(skip) || !shown(el)) continue
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim()
        if (value) out.add(value)
      }
    }
    return [...out]
  })
}

/** Visits each path (and its add form) and lists the visible strings found in `portuguese`. */
async function walk(page: Page, paths: readonly string[], portuguese: Set<string>) {
  const found: string[] = []
  const check = async (where: string) => {
    for (const text of await visibleTexts(page))
      if (portuguese.has(text)) found.push(`${where}: "${text}"`)
  }
  for (const path of paths) {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`))
    const heading = page.getByTestId('content').locator('h1').first()
    await heading.waitFor({ timeout: 15_000 }).catch(() => undefined)
    // Screens that poll never go idle: a bounded wait is enough for their text to settle.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    await check(path)
    // The add action of a list screen is the last button beside its title.
    const add = heading.locator('xpath=..').locator('button')
    if ((await heading.count()) && (await add.count())) {
      await add.last().click()
      await page.waitForTimeout(500)
      await check(`${path} (add)`)
      await page.keyboard.press('Escape')
    }
  }
  return found
}

for (const language of ['en', 'es'] as const) {
  test(`every menu screen and its add form is translated: ${language}`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(480_000)
    const portuguese = portugueseOnly(language)
    expect(portuguese.size).toBeGreaterThan(100)
    await page.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language)
    await loginAs('admin', '/')
    const paths = menuPaths()
    expect(paths.length).toBeGreaterThan(15)
    const found = await walk(page, paths, portuguese)
    expect(found, `Portuguese text left in ${language}:\n${found.join('\n')}`).toEqual([])
  })
}

test('the walk does catch Portuguese: a pt-BR screen and its add form are flagged', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/')
  const found = await walk(page, ['/churches'], portugueseOnly('en'))
  expect(found).toEqual(
    expect.arrayContaining(['/churches: "Igrejas"', '/churches (add): "Nova igreja"']),
  )
})
