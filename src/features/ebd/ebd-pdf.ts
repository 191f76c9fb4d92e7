import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nowIso } from '../../../sync'
import {
  letterheadLines,
  loadReportPdf,
  useChurchLetterhead,
  useReportBranding,
  type ReportSpec,
} from '../../components/pdf'
import { useSession } from '../../components/session'
import { shareOrDownload } from '../../lib/download'
import { notify } from '../../lib/toaster'
import type { ReportContext } from './ebd-reports'

/**
 * A Sunday school PDF made on the device (the report machinery loaded on demand) and handed to the
 * phone's share sheet, else downloaded: `make(spec of context, file name)`.
 */
export function useEbdPdf(churchId: string | null, churchName: string) {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const letterhead = useChurchLetterhead(churchId, churchName)
  const [busy, setBusy] = useState(false)
  const make = async (spec: (context: ReportContext) => ReportSpec, fileName: string) => {
    setBusy(true)
    try {
      const { renderReportPdf } = await loadReportPdf()
      const file = await renderReportPdf(
        spec({
          owner: letterhead?.name || churchName,
          ownerLines: letterheadLines(letterhead),
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
        }),
      )
      await shareOrDownload(fileName, file, 'application/pdf')
    } catch {
      notify.error(t`Erro ao gerar o PDF. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }
  return { busy, make }
}
