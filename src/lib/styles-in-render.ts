import { useInsertionEffect } from 'react'

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (vite.config.ts, `resolve.alias`):
 * every Chakra element's styles are written while React renders it, as emotion does under
 * React 17, instead of in an insertion effect. Insertion effects run in the commit, which React
 * never slices: a screen's first commit carried the compiling and writing of all its new styles
 * (two thirds of the commit's time), one long task a cheap phone could not answer a tap in. Written
 * while rendering, the same work falls in the render, which React slices in a transition. A
 * render React throws away leaves its rules written, which is harmless (each is keyed by its
 * hash, written once). See docs/frontend.md, "Styles written while rendering".
 */
export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create()

/** Unchanged (emotion's global styles): an insertion effect. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect
