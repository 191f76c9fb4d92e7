import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

/** msgid -> msgstr of a .po catalog (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(
    join(import.meta.dirname, '../../locales', locale, 'messages.po'),
    'utf8',
  )
  const entries = new Map<string, string>()
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm
  for (const match of text.matchAll(entry)) if (match[1]) entries.set(match[1], match[2] ?? '')
  return entries
}

/** The placeholder names of an ICU message ({name}, {0}, {left, plural, ...}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] ?? '').sort()
}

const source = readCatalog('pt-BR')

describe('translation catalogs', () => {
  it('has source messages', () => {
    expect(source.size).toBeGreaterThan(20)
  })

  for (const locale of LOCALES.filter((l) => l !== 'pt-BR')) {
    it(`${locale} translates every message, keeping its placeholders`, () => {
      const catalog = readCatalog(locale)
      const missing = [...source.keys()].filter((id) => !catalog.get(id))
      expect(missing, `untranslated in ${locale}`).toEqual([])
      const broken = [...source.keys()].filter(
        (id) => placeholders(catalog.get(id) ?? '').join() !== placeholders(id).join(),
      )
      expect(broken, `placeholders differ in ${locale}`).toEqual([])
    })
  }
})
