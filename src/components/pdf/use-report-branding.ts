import { resolveBranding } from '../../lib/branding'
import { useSession } from '../session'
import type { ReportBranding } from './report-spec'

/** The signed-in user's church colour and logo candidates, for every report's spec. */
export function useReportBranding(): ReportBranding {
  const branding = resolveBranding(useSession().user)
  return { color: branding.colours.primary, logo: branding.logoCandidates }
}
