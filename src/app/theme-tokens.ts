import { semanticTokens, tokens } from '@chakra-ui/react/theme'

/**
 * The colour palettes the app paints with (`colorPalette`, `red.500`...); Chakra's others
 * (yellow, teal, cyan, pink) are left out. Chakra builds every token into CSS variables when the
 * app starts, so each palette left out is start-up work a cheap phone does not do.
 * `theme-tokens.test.ts` fails when the source names a palette missing here.
 */
export const APP_PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const
const LEFT_OUT = ['yellow', 'teal', 'cyan', 'pink']

type Tree = { [key: string]: unknown }

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function withoutPalettes<T extends object>(colors: T): T {
  const kept = Object.entries(colors).filter(([name]) => !LEFT_OUT.includes(name))
  return Object.fromEntries(kept) as T
}

/**
 * A semantic token tree with only its light values: `{ value: { _light: a, _dark: b } }` becomes
 * `{ value: a }`. The app has no dark mode, so Chakra need not build a second set of variables.
 */
export function lightOnly<T extends object>(tree: T): T {
  const result: Tree = {}
  for (const [key, node] of Object.entries(tree)) {
    if (key === 'value' && isTree(node) && '_light' in node) result[key] = node._light
    else result[key] = isTree(node) ? lightOnly(node) : node
  }
  return result as T
}

/** Chakra's default tokens with only the app's palettes. */
export const appTokens = { ...tokens, colors: withoutPalettes(tokens.colors) }

/** Chakra's default semantic tokens, light values only, with only the app's palettes. */
export const appSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutPalettes(semanticTokens.colors),
})
