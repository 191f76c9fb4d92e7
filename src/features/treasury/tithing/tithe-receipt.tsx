import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { nowIso, type Tithe } from '../../../../sync'
import {
  loadReportPdf,
  type ReportSpec,
  type ReportBranding,
  useReportBranding,
} from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { recordDataAccess } from '../../../lib/access-log'
import { shareOrDownload } from '../../../lib/download'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { methodLabel } from '../shared/labels'

/** 'comprovante_2026-11-22_R-50-00.pdf'-like names: the date and the short id, in the user's language. */
export const receiptFileName = (tithe: Tithe) =>
  `${t`comprovante`}_${tithe.date}_${tithe.id.slice(-6)}.pdf`

/** A tithe's or offering's receipt (*comprovante*): a small page the giver keeps. */
export function receiptReport(
  tithe: Tithe,
  context: {
    memberName: string
    churchName: string
    branding: ReportBranding
    userName: string
    now: string
  },
): ReportSpec {
  return {
    size: 'A6',
    title: tithe.memberId ? t`Comprovante de dízimo` : t`Comprovante de oferta`,
    subtitle: formatDate(tithe.date),
    owner: context.churchName,
    ...context.branding,
    generated: t`Emitido por ${context.userName} em ${formatDateTime(context.now)}`,
    pageLabel: () => '',
    tables: [
      {
        columns: [
          { header: '', width: 2 },
          { header: '', width: 3, align: 'right' },
        ],
        rows: [
          ...(tithe.memberId ? [[t`Membro`, context.memberName]] : []),
          [t`Valor`, formatMoney(tithe.amount)],
          [t`Data`, formatDate(tithe.date)],
          [t`Forma de pagamento`, methodLabel(tithe.paymentMethod)],
          [t`Registro`, tithe.id.slice(-12).toUpperCase()],
        ],
      },
    ],
  }
}

/** "Comprovante": made on the device, offline too; shared to WhatsApp where the phone can, else saved. */
export function TitheReceiptButton({
  tithe,
  memberName,
  churchName,
}: {
  tithe: Tithe
  memberName: string
  churchName: string
}) {
  const { t: tr } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const [busy, setBusy] = useState(false)
  const make = async () => {
    setBusy(true)
    try {
      const { renderReportPdf } = await loadReportPdf()
      const file = await renderReportPdf(
        receiptReport(tithe, {
          memberName,
          churchName,
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
        }),
      )
      await shareOrDownload(receiptFileName(tithe), file, 'application/pdf')
      // LGPD: a member's name and what they gave left the device.
      void recordDataAccess({ kind: 'tithe_receipt', format: 'pdf', memberId: tithe.memberId })
    } catch {
      notify.error(tr`Erro ao gerar o comprovante. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void make()} loading={busy} alignSelf="start">
      <Trans>Comprovante (PDF)</Trans>
    </Button>
  )
}
