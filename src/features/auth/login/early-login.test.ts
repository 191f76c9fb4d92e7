import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../lib/locales'

const ROOT = join(import.meta.dirname, '../../../..')
const INDEX_HTML = readFileSync(join(ROOT, 'index.html'), 'utf8')

/** The words index.html's inline script writes into the early /login form, by language. */
function earlyTexts(): Record<string, Record<string, string>> {
  const literal = /var EARLY_LOGIN_TEXTS = (\{[\s\S]*?\n {12}\})\n/.exec(INDEX_HTML)?.[1]
  if (!literal) throw new Error('EARLY_LOGIN_TEXTS is missing from index.html')
  return runInNewContext(`(${literal})`) as Record<string, Record<string, string>>
}

/** msgid -> msgstr over every catalog area of a language (single-line entries). */
function catalog(locale: string): Map<string, string> {
  const dir = join(ROOT, 'locales', locale)
  const entries = new Map<string, string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm))
      if (match[1]) entries.set(match[1], match[2] ?? '')
  }
  return entries
}

describe("index.html's early /login form", () => {
  const texts = earlyTexts()
  const source = texts['pt-BR'] ?? {}

  it('has words for every language of the app, and for every place the form shows one', () => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort())
    const places = [...INDEX_HTML.matchAll(/data-text="(\w+)"/g)].map((m) => m[1] ?? '')
    expect(places.length).toBeGreaterThan(5)
    for (const locale of LOCALES)
      for (const place of places) expect(texts[locale]?.[place], `${locale} ${place}`).toBeTruthy()
  })

  it('says what the login screen says: its pt-BR words are messages of the catalogs', () => {
    const messages = catalog('pt-BR')
    for (const [place, text] of Object.entries(source))
      expect(messages.has(text), `${place}: "${text}"`).toBe(true)
  })

  for (const locale of LOCALES.filter((l) => l !== 'pt-BR')) {
    it(`says in ${locale} what the ${locale} catalog says`, () => {
      const messages = catalog(locale)
      for (const [place, text] of Object.entries(source))
        expect(texts[locale]?.[place], place).toBe(messages.get(text))
    })
  }
})
