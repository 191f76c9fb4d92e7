import createCache from '@emotion/cache'
import { serializeStyles, type Interpolation } from '@emotion/serialize'
import type { SystemContext } from '@chakra-ui/react'
import { appSystem } from './theme'

/** What Chakra's provider draws as global styles: the layer order, then its reset, global CSS and token variables. */
interface GlobalParts {
  layers: { atRule: string }
  _global: Interpolation<unknown>[]
}

/**
 * The app's Chakra global CSS as text, made at build time (vite.config.ts,
 * `celeiro:chakra-global-css`), so the app does not build it on every start. It is what
 * `ChakraProvider` would write through emotion's `<Global>`: the same serializer and the same
 * stylis plugins (emotion's cache in Node returns the rules it would insert in a browser).
 */
export function chakraGlobalCss(system: SystemContext = appSystem()): string {
  const { layers, _global } = system as SystemContext & GlobalParts
  const cache = createCache({ key: 'css' })
  const rules = (styles: Interpolation<unknown>) =>
    cache.insert('', serializeStyles([styles]), cache.sheet, false) ?? ''
  return rules(layers.atRule) + rules(_global)
}
