import { semanticTokens, tokens } from '@chakra-ui/react/theme'

/**
 * The colour palettes the app paints with (`colorPalette`, `red.500`...); Chakra's others
 * (yellow, teal, cyan, pink) are left out. Chakra builds every token into CSS variables when the
 * app starts, so each palette left out is start-up work a cheap phone does not do.
 * `theme-tokens.test.ts` fails when the source names a palette missing here.
 */
export const APP_PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const
const LEFT_OUT = ['yellow', 'teal', 'cyan', 'pink']

function withoutPalettes<T extends object>(colors: T): T {
  const kept = { ...colors } as Record<string, unknown>
  for (const name of LEFT_OUT) delete kept[name]
  return kept as T
}

/**
 * A semantic token tree with only its light values: `{ value: { _light: a, _dark: b } }` becomes
 * `{ value: a }`. The app has no dark mode, so Chakra need not build a second set of variables.
 * (Kept this short on purpose: it is in /login's first load, whose budget is tight.)
 */
export function lightOnly<T extends object>(tree: T): T {
  return JSON.parse(JSON.stringify(tree), (_, node: { _light?: unknown } | null) =>
    node?._light === undefined ? node : node._light,
  ) as T
}

/** Chakra's default tokens with only the app's palettes. */
export const appTokens = { ...tokens, colors: withoutPalettes(tokens.colors) }

/** Chakra's default semantic tokens, light values only, with only the app's palettes. */
export const appSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: withoutPalettes(semanticTokens.colors),
})
