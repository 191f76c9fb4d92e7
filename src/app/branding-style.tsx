import { useLayoutEffect } from 'react'
import { usePageBranding } from '../components/page-branding'
import { useSession } from '../components/session'
import { applyBrandColors, resolveBranding, type BrandingColours } from '../lib/branding'

/** The colours of the last user signed in on this device: the sign-in screen wears them too. */
export const LAST_BRANDING_KEY = 'celeiro.last-branding'

function lastBranding(): BrandingColours | null {
  try {
    const stored = localStorage.getItem(LAST_BRANDING_KEY)
    return stored ? (JSON.parse(stored) as BrandingColours) : null
  } catch {
    return null
  }
}

/**
 * Keeps the theme's brand colours in step with the signed-in user's branding, or with the
 * church of a public page that set its own (setPageBranding). Signed out, the device keeps the
 * colours of its last user (one brand colour from the sign-in screen on), else the defaults.
 */
export function BrandingStyle() {
  const { user } = useSession()
  const page = usePageBranding()
  const resolved = resolveBranding(page ?? user).colours
  const shown = page || user ? resolved : (lastBranding() ?? resolved)
  // Compared by value: a refreshed user or session with the same colours does not repaint.
  const colours = JSON.stringify(shown)
  // Before the browser styles what was drawn: a change of the root's colours restyles the whole
  // page, so the first draw's style pass already has them (not a second pass a moment after).
  useLayoutEffect(() => {
    applyBrandColors(JSON.parse(colours) as BrandingColours)
    if (user && !page)
      try {
        localStorage.setItem(LAST_BRANDING_KEY, colours)
      } catch {
        // Private mode or full storage: the sign-in screen shows the defaults.
      }
  }, [colours, user, page])
  return null
}
