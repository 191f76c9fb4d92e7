/**
 * What Chakra's `createSystem` needs from itself to write its token CSS (the CSS variables of
 * every token), taken at the line vite.config.ts (`chakraTokenCss`) patches.
 */
export interface TokenCssParts {
  tokens: { cssVarMap: Map<string, Map<string, unknown>> }
  css: (styles: object) => Record<string, Record<string, unknown>>
  serialize: (styles: object) => object
  layers: { wrap: (layer: string, styles: object) => object }
  cssVarsRoot: string
  /** Chakra's own way, for what the short way does not cover. */
  getTokenCss: () => object
}

/**
 * Chakra's token CSS, the same object as its `getTokenCss()` (`token-css.test.ts` compares them),
 * made without sending every variable through `css()`. That function resolves style props; on a
 * token variable it only resolves references (`{colors.gray.900/10}`), and 8 of the theme's 420 variables have one. On a
 * cheap phone's first load `getTokenCss()` was ~130 ms of the task that builds the system (a CPU
 * profile of /login at 4×), because each variable ran cold code: only the variables with a
 * reference go through `css()` now. Variables under a condition (a dark mode, a breakpoint), which
 * the app's theme has none of, are left to Chakra.
 */
export function tokenCss(parts: TokenCssParts): object {
  const { cssVarMap } = parts.tokens
  const base = cssVarMap.get('base')
  if (cssVarMap.size > 1 || !base) return parts.getTokenCss()
  const plain: Record<string, unknown> = {}
  const references: Record<string, unknown> = {}
  for (const [name, value] of base) (String(value).includes('{') ? references : plain)[name] = value
  const resolved = parts.css(parts.serialize({ [parts.cssVarsRoot]: references }))
  const [[selector, vars] = []] = Object.entries(resolved)
  return selector
    ? parts.layers.wrap('tokens', { [selector]: { ...plain, ...vars } })
    : parts.getTokenCss()
}
