import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { nowIso, type ServiceClosing } from '../../../../sync'
import { loadReportPdf, useReportBranding } from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { downloadFile } from '../../../lib/download'
import { notify } from '../../../lib/toaster'
import { closingFileName, closingReport, type ClosingRecord } from './closing-report'

/** A recorded closing (the server's figures) as the report reads it. */
export const closingRecordOf = (c: ServiceClosing): ClosingRecord => ({
  date: c.date,
  counts: c.counts,
  counters: c.counters,
  notes: c.notes,
  figures: {
    entries: c.entries,
    expectedCash: c.expectedCash,
    countedCash: c.countedCash,
    difference: c.difference,
    byMethod: c.byMethod,
  },
})

/**
 * The closing's PDF, made on the device and downloaded: the one way both the closed service and
 * the list of closings make it. `busy` is the key of the closing being made (null when none).
 */
export function useClosingPdf() {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const [busy, setBusy] = useState<string | null>(null)

  const download = async (key: string, record: ClosingRecord, owner: string) => {
    setBusy(key)
    try {
      const { renderReportPdf } = await loadReportPdf()
      const file = await renderReportPdf(
        closingReport(record, { owner, branding, userName: user?.fullName ?? '', now: nowIso() }),
      )
      downloadFile(closingFileName(record.date), file, 'application/pdf')
    } catch {
      notify.error(t`Erro ao gerar o PDF da conferência. Tente novamente.`)
    } finally {
      setBusy(null)
    }
  }
  return { busy, download }
}
