import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

const LOCALES_DIR = join(import.meta.dirname, '../../locales')

/** The catalog areas (lingui.config.ts): one .po per area and language. */
const AREAS = readdirSync(join(LOCALES_DIR, 'pt-BR'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length))

/** msgid -> msgstr of a .po catalog (single-line entries, as `lingui extract` writes them). */
function readCatalog(locale: string, area: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, locale, `${area}.po`), 'utf8')
  const entries = new Map<string, string>()
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm
  for (const match of text.matchAll(entry)) if (match[1]) entries.set(match[1], match[2] ?? '')
  return entries
}

/** The placeholder names of an ICU message ({name}, {0}, {left, plural, ...}). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] ?? '').sort()
}

describe('translation catalogs', () => {
  it('has the app catalog with source messages', () => {
    expect(AREAS).toContain('app')
    expect(readCatalog('pt-BR', 'app').size).toBeGreaterThan(20)
  })

  for (const area of AREAS) {
    const source = readCatalog('pt-BR', area)
    for (const locale of LOCALES.filter((l) => l !== 'pt-BR')) {
      it(`${locale} translates every message of ${area}, keeping its placeholders`, () => {
        const catalog = readCatalog(locale, area)
        const missing = [...source.keys()].filter((id) => !catalog.get(id))
        expect(missing, `untranslated in ${locale}/${area}.po`).toEqual([])
        const broken = [...source.keys()].filter(
          (id) => placeholders(catalog.get(id) ?? '').join() !== placeholders(id).join(),
        )
        expect(broken, `placeholders differ in ${locale}/${area}.po`).toEqual([])
      })
    }
  }
})
