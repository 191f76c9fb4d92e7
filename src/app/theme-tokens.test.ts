import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { tokens as chakraTokens } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { appSystem } from './theme'
import { recipes, slotRecipes } from './theme-recipes'
import { APP_PALETTES, lightOnly } from './theme-tokens'

/** Chakra's colour palettes (gray, red... pink), not its single colours or alpha ramps. */
const CHAKRA_PALETTES = Object.keys(chakraTokens.colors).filter(
  (name) =>
    !['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'].includes(name),
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The Chakra palettes a text names: as a string ('teal', "teal") or a token ('teal.500', teal.solid). */
export function palettesNamed(text: string): string[] {
  return CHAKRA_PALETTES.filter((name) =>
    new RegExp(`['"\`{]${name}(?:['"\`]|\\.[a-z0-9]+)`).test(text),
  )
}

describe("the theme's palettes", () => {
  it('finds a palette named as a string or a token, and not inside other words', () => {
    expect(palettesNamed(`<Badge colorPalette="teal">`)).toEqual(['teal'])
    expect(palettesNamed(`const tone = { done: 'pink' }`)).toEqual(['pink'])
    expect(palettesNamed(`color="yellow.600"`)).toEqual(['yellow'])
    expect(palettesNamed(`bg: '{colors.cyan.500}'`)).toEqual([])
    expect(palettesNamed(`// a reddish tealish note, 'greenhouse'`)).toEqual([])
  })

  it('has every palette the source names (add it to APP_PALETTES in theme-tokens.ts)', () => {
    const sources = sourceFiles(join(import.meta.dirname, '..')).filter(
      (file) => !file.endsWith('theme-tokens.ts'), // names the palettes it leaves out
    )
    const missing = sources.flatMap((file) =>
      palettesNamed(readFileSync(file, 'utf8'))
        .filter((name) => !(APP_PALETTES as readonly string[]).includes(name))
        .map((name) => `${name} in ${file}`),
    )
    expect(missing).toEqual([])
  })

  it("has every palette the registered recipes name (Chakra's recipes refer to tokens as {colors.x.y})", () => {
    const text = JSON.stringify([recipes, slotRecipes])
    const named = CHAKRA_PALETTES.filter((name) => text.includes(`colors.${name}.`))
    expect(named.filter((name) => !(APP_PALETTES as readonly string[]).includes(name))).toEqual([])
  })

  it('builds each app palette, and none of the ones left out', () => {
    for (const name of APP_PALETTES) expect(appSystem().token(`colors.${name}.solid`)).toBeTruthy()
    expect(appSystem().token('colors.teal.solid')).toBeUndefined()
    expect(appSystem().token('colors.teal.500')).toBeUndefined()
  })
})

describe('light values only (the app has no dark mode)', () => {
  it('turns a light and dark value into its light value, leaving plain values alone', () => {
    expect(
      lightOnly({
        bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
        radius: { value: '4px' },
      }),
    ).toEqual({ bg: { DEFAULT: { value: '{colors.white}' } }, radius: { value: '4px' } })
  })

  it('builds no variables for a dark condition, and keeps the light colours', () => {
    expect([...appSystem().tokens.cssVarMap.keys()]).toEqual(['base'])
    const source = (name: string): unknown => appSystem().tokens.getByName(name)?.originalValue
    expect(source('colors.bg.muted')).toBe('{colors.gray.100}')
    expect(source('colors.fg.error')).toBe('{colors.red.700}')
    expect(source('shadows.md')).toBe(
      '0px 4px 8px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}',
    )
  })
})
