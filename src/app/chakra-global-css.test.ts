import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ChakraProvider } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { chakraGlobalCss } from './chakra-global-css'
import { appSystem } from './theme'

/** The global styles `ChakraProvider` writes when the system keeps them (the unit tests' build does). */
function providerGlobalCss(): string {
  const html = renderToString(createElement(ChakraProvider, { value: appSystem(), children: null }))
  const sheets = [...html.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>(.*?)<\/style>/gs)]
  return sheets.map((match) => match[1]).join('')
}

describe("Chakra's global CSS made at build time (vite.config.ts, celeiro:chakra-global-css)", () => {
  it('is exactly what the provider would write at run time: the layer order, the reset, the global styles, the tokens', () => {
    const css = chakraGlobalCss()
    expect(css).toBe(providerGlobalCss())
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    for (const block of ['@layer reset{', '@layer base{', '@layer tokens{'])
      expect(css).toContain(block)
  })

  it('carries the brand colours as variables and the tokens that point at them', () => {
    const css = chakraGlobalCss()
    expect(css).toMatch(/--celeiro-primary:#[0-9a-f]{6}/i)
    expect(css).toContain('--chakra-colors-brand-solid:var(--celeiro-primary)')
    expect(css).toContain('--chakra-radii-l2:')
  })
})
