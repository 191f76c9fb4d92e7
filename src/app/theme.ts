import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { recipes, slotRecipes } from './theme-recipes'
import {
  DEFAULT_COLOURS as DEFAULT_BRAND_COLORS,
  type BrandingColours as BrandColors,
} from '../lib/branding'

const cssVar = (name: string) => ({ value: `var(--celeiro-${name})` })

/**
 * One Chakra system for the app life: the `brand` palette points at CSS variables, and
 * `applyBrandColors` sets them from the user's branding. Switching users or congregations
 * re-colours the app without rebuilding the system (no style recalculation storm).
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    // Chakra's default theme minus its recipes: tokens (spacing, colours, fonts...), semantic
    // tokens, preflight and global CSS; without them every token style prop resolves to nothing.
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      ':root': {
        '--celeiro-primary': DEFAULT_BRAND_COLORS.primary,
        '--celeiro-on-primary': '#ffffff',
        '--celeiro-secondary': DEFAULT_BRAND_COLORS.secondary,
        '--celeiro-accent': DEFAULT_BRAND_COLORS.accent,
        '--celeiro-text': DEFAULT_BRAND_COLORS.text,
        '--celeiro-background': DEFAULT_BRAND_COLORS.background,
      },
      'html, body': { background: 'var(--celeiro-background)', color: 'var(--celeiro-text)' },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          brand: {
            solid: cssVar('primary'),
            contrast: cssVar('on-primary'),
            fg: cssVar('primary'),
            muted: cssVar('secondary'),
            subtle: cssVar('secondary'),
            emphasized: cssVar('secondary'),
            focusRing: cssVar('primary'),
            accent: cssVar('accent'),
          },
          app: { text: cssVar('text'), background: cssVar('background') },
        },
      },
    },
  }),
)

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function contrastText(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return '#ffffff'
  const raw = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  const channel = (i: number) => {
    const v = parseInt(raw.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  return luminance > 0.45 ? '#1a1a1a' : '#ffffff'
}

/** Points the brand CSS variables at `colors` (and updates the browser's theme colour). */
export function applyBrandColors(
  colors: BrandColors,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--celeiro-primary', colors.primary)
  root.style.setProperty('--celeiro-on-primary', contrastText(colors.primary))
  root.style.setProperty('--celeiro-secondary', colors.secondary)
  root.style.setProperty('--celeiro-accent', colors.accent)
  root.style.setProperty('--celeiro-text', colors.text)
  root.style.setProperty('--celeiro-background', colors.background)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary)
}
