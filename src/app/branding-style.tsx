import { useEffect } from 'react'
import { resolveBranding } from '../lib/branding'
import { usePageBranding } from '../components/page-branding'
import { useSession } from '../components/session'
import { applyBrandColors } from './theme'

/**
 * Keeps the theme's brand colours in step with the signed-in user's branding (defaults when
 * signed out), or with the church of a public page that set its own (setPageBranding).
 */
export function BrandingStyle() {
  const { user } = useSession()
  const page = usePageBranding()
  const { primary, secondary, accent, text, background } = resolveBranding(page ?? user).colours
  useEffect(() => {
    applyBrandColors({ primary, secondary, accent, text, background })
  }, [primary, secondary, accent, text, background])
  return null
}
