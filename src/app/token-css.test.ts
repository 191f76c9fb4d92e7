import { createSystem, defaultConfig } from '@chakra-ui/react'
import { describe, expect, it, vi } from 'vitest'
import type * as TokenCss from '../lib/token-css'
import { appSystem } from './theme'

const made = vi.hoisted(() => ({ short: 0 }))
vi.mock('../lib/token-css', async (importOriginal) => {
  const actual = await importOriginal<typeof TokenCss>()
  return {
    ...actual,
    tokenCss: (parts: TokenCss.TokenCssParts) => {
      made.short++
      return actual.tokenCss(parts)
    },
  }
})

type System = ReturnType<typeof createSystem> & { _global: object[] }

describe("Chakra's token CSS made the short way (vite.config.ts, chakraTokenCss)", () => {
  it("is what the app's system writes, and the same as Chakra's own", () => {
    made.short = 0 // Chakra's own default system, built as it loads, counted too
    const system = appSystem() as System
    expect(made.short).toBe(1)
    const tokens = system._global[2]
    expect(tokens).toEqual(system.getTokenCss())
    // The variables with a token reference are resolved, as Chakra resolves them.
    expect(JSON.stringify(tokens)).toContain(
      '"--chakra-shadows-xs":"0px 1px 2px color-mix(in srgb, var(--chakra-colors-gray-900) 10%, transparent)',
    )
    expect(JSON.stringify(tokens)).not.toMatch(/\{colors\./)
  })

  it("leaves a theme with variables under a condition (a dark mode) to Chakra's way", () => {
    const system = createSystem(defaultConfig) as System
    expect(system._global[2]).toEqual(system.getTokenCss())
    expect(JSON.stringify(system._global[2])).toContain('.dark')
  })
})
