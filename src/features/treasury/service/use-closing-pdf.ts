import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { mirror, nowIso, type ServiceClosing } from '../../../../sync'
import {
  letterheadLines,
  letterheadOf,
  loadReportPdf,
  useReportBranding,
} from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { downloadFile } from '../../../lib/download'
import { notify } from '../../../lib/toaster'
import {
  closingFileName,
  closingKinds,
  closingReport,
  type ClosingEntry,
  type ClosingRecord,
} from './closing-report'

/** A recorded closing (the server's figures) as the report reads it. */
export const closingRecordOf = (c: ServiceClosing): ClosingRecord => ({
  date: c.date,
  counts: c.counts,
  counters: c.counters,
  notes: c.notes,
  titheIds: c.titheIds,
  churchId: c.churchId,
  figures: {
    entries: c.entries,
    expectedCash: c.expectedCash,
    countedCash: c.countedCash,
    difference: c.difference,
    byMethod: c.byMethod,
  },
})

/**
 * The session's entries as the device holds them: those of the record, else those of the
 * closing recorded on this device for that day with those counters (the closed service's record
 * is made before the closing's row is read back).
 */
async function sessionEntries(record: ClosingRecord) {
  let ids = record.titheIds
  let churchId = record.churchId
  if (!ids) {
    const closings = await mirror('serviceClosings').toArray()
    const same = closings.find(
      (c) => c.date === record.date && c.counters.join('\n') === record.counters.join('\n'),
    )
    ids = same?.titheIds
    churchId ??= same?.churchId
  }
  const rows = ids ? await mirror('tithes').bulkGet([...ids]) : []
  const entries: ClosingEntry[] = rows.flatMap((r) => (r ? [r] : []))
  return { ids, churchId, entries }
}

/**
 * The closing's PDF, made on the device and downloaded: the one way both the closed service and
 * the list of closings make it. `busy` is the key of the closing being made (null when none).
 * Tithes and offerings are printed apart when the device holds the session's entries; the
 * church's CNPJ and address under its name when known.
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
      const { ids, churchId, entries } = await sessionEntries(record)
      const own = user?.congregation
      const church = churchId
        ? ((await mirror('churches').get(churchId)) ??
          (own?.kind === 'church' && own.id === churchId ? own : null))
        : null
      const file = await renderReportPdf(
        closingReport(record, {
          owner,
          ownerLines: letterheadLines(letterheadOf(church, owner)),
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
          kinds: closingKinds(ids, entries),
        }),
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
