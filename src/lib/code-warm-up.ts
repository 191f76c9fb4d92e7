/**
 * The code warm-up (docs/frontend.md, "The code warm-up"): on the visit that installs the service
 * worker, the app's code ran from the network, so the first visit served by the worker compiles
 * every chunk again. Once the device is ready to work offline, a hidden document at this address
 * (index.html, from the worker) runs the design system and every screen's chunk without drawing
 * anything, and the next visit starts from the compiled code.
 */
export const CODE_WARM_UP_PATH = '/code-warm-up'

/** What the warm-up document posts to the page that opened it when every chunk has run. */
export const CODE_WARMED = 'celeiro:code-warmed'

/** Whether this document is the hidden warm-up, not the app (src/main.tsx decides at start). */
export function isCodeWarmUpDocument(): boolean {
  return location.pathname === CODE_WARM_UP_PATH && window.parent !== window
}
