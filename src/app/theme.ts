import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  textStyles,
} from '@chakra-ui/react/theme'
import { recipes, slotRecipes } from './theme-recipes'
import { appSemanticTokens, appTokens } from './theme-tokens'
import { DEFAULT_COLOURS as DEFAULT_BRAND_COLORS, FOCUS_COLOUR } from '../lib/branding'

const cssVar = (name: string) => ({ value: `var(--celeiro-${name})` })

let built: SystemContext | undefined

/**
 * One Chakra system for the app life: the `brand` palette points at CSS variables, and
 * `applyBrandColors` sets them from the user's branding. Switching users or congregations
 * re-colours the app without rebuilding the system (no style recalculation storm).
 * Built on first call, not when the module loads: start-up builds it in a task of its own.
 */
export const appSystem = () =>
  (built ??= createSystem(
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
          '--celeiro-focus': FOCUS_COLOUR,
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
        tokens: appTokens,
        textStyles,
        layerStyles,
        animationStyles,
        recipes,
        slotRecipes,
        semanticTokens: {
          ...appSemanticTokens,
          colors: {
            ...appSemanticTokens.colors,
            brand: {
              solid: cssVar('primary'),
              contrast: cssVar('on-primary'),
              fg: cssVar('primary'),
              muted: cssVar('secondary'),
              subtle: cssVar('secondary'),
              emphasized: cssVar('secondary'),
              // Focus is shown in blue, not in the brand's colour: the default brand is red,
              // and a red ring on the login's e-mail read as "wrong" (issue 51).
              focusRing: cssVar('focus'),
              accent: cssVar('accent'),
            },
            app: { text: cssVar('text'), background: cssVar('background') },
            // Chakra's red/green/orange .500/.600 on white are 3–3.8:1; text needs 4.5:1 (WCAG AA).
            fg: {
              ...appSemanticTokens.colors.fg,
              error: { value: '{colors.red.700}' },
              success: { value: '{colors.green.700}' },
              warning: { value: '{colors.orange.700}' },
            },
          },
        },
      },
    }),
  ))
