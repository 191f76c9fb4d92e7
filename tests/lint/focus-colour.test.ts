import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appSystem } from '../../src/app/theme'
import { FOCUS_COLOUR } from '../../src/lib/branding'

/**
 * The keyboard focus is drawn in the focus colour, never in the brand's: the default brand is
 * red, and a red ring around the login's e-mail reads as an error (issue 51).
 */
const SRC = join(import.meta.dirname, '../../src')

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path, pattern)
    return pattern.test(entry.name) ? [path] : []
  })
}

/** The declarations of the CSS rules whose selector shows focus, with their file. */
export function focusRules(css: string): string[] {
  return [...css.matchAll(/([^{}]*:focus(?:-visible|-within)?[^{}]*)\{([^}]*)\}/g)].map(
    (match) => `${match[1]!.trim()} { ${match[2]!.trim()} }`,
  )
}

/** A rule that draws the focus in the brand's colour ('--celeiro-primary', 'brand.solid'). */
export const inBrandColour = (rule: string) => /--celeiro-primary|brand\.solid/.test(rule)

describe('the focus colour', () => {
  it('finds a focus rule drawn in the brand colour', () => {
    const rules = focusRules(
      '.a:focus-visible { outline: 2px solid var(--celeiro-primary, #ff0000); }\n.b { color: red }',
    )
    expect(rules).toHaveLength(1)
    expect(rules.filter(inBrandColour)).toHaveLength(1)
    expect(
      focusRules('.a:focus-visible { outline: 2px solid var(--celeiro-focus); }').filter(
        inBrandColour,
      ),
    ).toEqual([])
  })

  it("is the theme's focus ring, not the brand's primary", () => {
    const system = appSystem()
    expect(system.tokens.getByName('colors.brand.focusRing')?.value).toBe('var(--celeiro-focus)')
    expect(JSON.stringify(system._config.globalCss ?? {})).toContain(FOCUS_COLOUR)
  })

  it('draws every focus rule of the plain style sheets (the login, the language select) in it', () => {
    const rules = files(SRC, /\.css$/).flatMap((file) =>
      focusRules(readFileSync(file, 'utf8')).map((rule) => `${file}: ${rule}`),
    )
    expect(rules.length).toBeGreaterThan(0)
    expect(rules.filter(inBrandColour)).toEqual([])
    for (const rule of rules.filter((r) => r.includes('--celeiro-focus,')))
      expect(rule).toContain(`var(--celeiro-focus, ${FOCUS_COLOUR})`)
  })
})
