import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * What the screen walks (accessibility.spec, translations.spec, first-session-offline.spec) share:
 * moving between screens inside the app, the page's Content-Security-Policy violations, and the
 * Portuguese left on a screen in another language.
 */

const root = resolve(import.meta.dirname, '../../..')

/**
 * Opens `path` inside the running app, as a menu link does (no reload: the app, its mirror and
 * its engine stay up), and waits until that screen (or where it redirects) is shown and loaded.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // TanStack Router's history listens to pushState; its state keeps an index and a key.
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0
    const key = Math.random().toString(36).slice(2, 10)
    history.pushState({ __TSR_index: index + 1, key, __TSR_key: key }, '', to)
  }, path)
  await page.waitForFunction(() => {
    const content = document.querySelector('[data-testid="content"]')
    return (
      content !== null &&
      content.getAttribute('aria-busy') !== 'true' &&
      content.getAttribute('data-location') === location.pathname
    )
  })
}

/** Collects the page's CSP violations, from every document it loads, into `found`. */
export async function watchCspViolations(page: Page, found: string[]): Promise<void> {
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
export function portugueseOnly(language: 'en' | 'es'): Set<string> {
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

/**
 * Visible interface text of the page: text nodes and placeholders/labels of visible elements.
 * Data (a list's rows, select options, the signed-in user's name and role) is not interface text.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A list's rows are data whether drawn as a table (td) or as phone cards (title and dd).
    const skip =
      'td, dd, [data-card-title], option, [data-testid="user-first-name"], [data-testid="user-role"], script, style'
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

/** The visible strings of the page found in `portuguese`, each as `where: "text"`. */
export async function portugueseLeft(
  page: Page,
  portuguese: Set<string>,
  where: string,
): Promise<string[]> {
  return (await visibleTexts(page)).filter((t) => portuguese.has(t)).map((t) => `${where}: "${t}"`)
}

/**
 * Opens the add form of a list screen (the last button beside its title), if it has one, runs
 * `check` on it and closes it. Answers whether there was one.
 */
export async function withAddForm(page: Page, check: () => Promise<void>): Promise<boolean> {
  const heading = page.getByTestId('content').locator('h1').first()
  const add = heading.locator('xpath=..').locator('button:enabled').last()
  if ((await heading.count()) === 0 || (await add.count()) === 0 || !(await add.isVisible()))
    return false
  const before = page.url()
  const dialog = page.getByRole('dialog')
  await add.click()
  // The form opens as a dialog (its code may still be on its way on a slow machine) or as a
  // screen of its own; an Escape pressed before the dialog is there would close nothing.
  await Promise.race([
    dialog.waitFor({ timeout: 15_000 }),
    page.waitForURL((url) => url.href !== before, { timeout: 15_000 }),
  ]).catch(() => {})
  await page.waitForTimeout(500)
  await check()
  // A form opened as a dialog closes; one opened as a screen stays until the next move.
  if (await dialog.isVisible())
    await expect(async () => {
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
  return true
}
