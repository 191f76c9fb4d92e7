import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { CODE_WARMED } from '../lib/code-warm-up'
import { activateLocale } from '../lib/i18n'
import { browserDetectionSources, detectLocale } from '../lib/locales'
import { loadDesignSystem } from './app-frame'

/** A pause between two chunks: the page beside it (same thread) keeps answering taps. */
const BREATH_MS = 50

const breathe = () => new Promise((resolve) => setTimeout(resolve, BREATH_MS))

/**
 * The hidden warm-up document (src/lib/code-warm-up.ts): runs the language catalog, the design
 * system and every route's chunks, one at a time, through the service worker, so the browser
 * keeps their compiled code beside the worker's copies; draws nothing, starts no engine, sends no
 * request to the server. Tells the page when it is done, which then removes it.
 */
export async function warmUpCode(router: AnyRouter): Promise<void> {
  await activateLocale(detectLocale(browserDetectionSources())).catch(() => undefined)
  await breathe()
  await loadDesignSystem().catch(() => undefined)
  for (const route of Object.values<AnyRoute>(router.routesById)) {
    await breathe()
    await router.loadRouteChunk(route)?.catch(() => undefined)
  }
  window.parent.postMessage(CODE_WARMED, location.origin)
}
