import { useEffect } from 'react'
import { resolveBranding } from '../lib/branding'
import { useSession } from '../components/session'
import { applyBrandColors } from './theme'

/** Keeps the theme's brand colours in step with the signed-in user's branding (defaults when signed out). */
export function BrandingStyle() {
  const { user } = useSession()
  const { primary, secondary, accent, text, background } = resolveBranding(user).colours
  useEffect(() => {
    applyBrandColors({ primary, secondary, accent, text, background })
  }, [primary, secondary, accent, text, background])
  return null
}
