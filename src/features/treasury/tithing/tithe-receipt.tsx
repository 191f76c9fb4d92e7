import { Button, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { nowIso, type Tithe } from '../../../../sync'
import {
  letterheadLines,
  loadReportPdf,
  type Letterhead,
  type ReportSpec,
  type ReportBranding,
  useChurchLetterhead,
  useReportBranding,
} from '../../../components/pdf'
import { useMirrorQuery } from '../../../components/mirror'
import { amountInWords } from '../../../lib/amount-in-words'
import { whatsappLink } from '../../../lib/whatsapp'
import { receiptMessage } from './receipt-message'
import { useSession } from '../../../components/session'
import { recordDataAccess } from '../../../lib/access-log'
import { shareOrDownload } from '../../../lib/download'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { methodLabel } from '../shared/labels'

/** 'comprovante_2026-11-22_R-50-00.pdf'-like names: the date and the short id, in the user's language. */
export const receiptFileName = (tithe: Tithe) =>
  `${t`comprovante`}_${tithe.date}_${tithe.id.slice(-6)}.pdf`

/**
 * A tithe's or offering's receipt (*comprovante*): a small page the giver keeps. Under the
 * church's name its CNPJ (when it has one); the amount with its date beside it, the amount in
 * words (always in Portuguese, as the Brazilian paper says it), and a line for the signature of
 * who received it.
 */
export function receiptReport(
  tithe: Tithe,
  context: {
    memberName: string
    churchName: string
    /** The church's CNPJ and address, when known. */
    letterhead?: Letterhead | null
    branding: ReportBranding
    userName: string
    now: string
  },
): ReportSpec {
  const amount = formatMoney(tithe.amount)
  const date = formatDate(tithe.date)
  const words = amountInWords(tithe.amount)
  return {
    size: 'A6',
    title: tithe.memberId ? t`Comprovante de dízimo` : t`Comprovante de oferta`,
    subtitle: date,
    owner: context.letterhead?.name || context.churchName,
    ownerLines: letterheadLines(context.letterhead),
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
          [t`Valor`, t`${amount} em ${date}`],
          [t`Forma de pagamento`, methodLabel(tithe.paymentMethod)],
          [t`Registro`, tithe.id.slice(-12).toUpperCase()],
        ],
      },
    ],
    paragraphs: [
      tithe.memberId
        ? t`Recebemos de ${context.memberName} a importância de ${amount} (${words}), em ${date}, referente a dízimo.`
        : t`Recebemos a importância de ${amount} (${words}), em ${date}, referente a oferta.`,
    ],
    signatures: [{ name: context.userName, role: t`Tesouraria` }],
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
  const letterhead = useChurchLetterhead(tithe.churchId, churchName)
  const [busy, setBusy] = useState(false)
  const [sending, setSending] = useState(false)
  const phone = useMirrorQuery(
    async (table) =>
      tithe.memberId ? ((await table('members').get(tithe.memberId))?.phone ?? '') : '',
    [tithe.memberId],
  )
  const message = receiptMessage(
    {
      name: memberName,
      amount: tithe.amount,
      date: tithe.date,
      record: tithe.id.slice(-12).toUpperCase(),
      tithe: tithe.memberId !== null,
    },
    letterhead?.name || churchName,
  )
  const render = async () => {
    const { renderReportPdf } = await loadReportPdf()
    return renderReportPdf(
      receiptReport(tithe, {
        memberName,
        churchName,
        letterhead,
        branding,
        userName: user?.fullName ?? '',
        now: nowIso(),
      }),
    )
  }
  const make = async () => {
    setBusy(true)
    try {
      const file = await render()
      await shareOrDownload(receiptFileName(tithe), file, 'application/pdf')
      // LGPD: a member's name and what they gave left the device.
      void recordDataAccess({ kind: 'tithe_receipt', format: 'pdf', memberId: tithe.memberId })
    } catch {
      notify.error(tr`Erro ao gerar o comprovante. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }
  // WhatsApp: the PDF itself through the share sheet where the phone shares files (the user
  // picks WhatsApp and the person); else a wa.me link with the receipt as text.
  const sendFile = async () => {
    setSending(true)
    try {
      const file = new File([await render()], receiptFileName(tithe), { type: 'application/pdf' })
      await navigator.share({ files: [file], text: message })
      void recordDataAccess({ kind: 'tithe_receipt', format: 'pdf', memberId: tithe.memberId })
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        notify.error(tr`Erro ao gerar o comprovante. Tente novamente.`)
    } finally {
      setSending(false)
    }
  }
  const link = whatsappLink(phone, message)
  return (
    <Wrap gap="2">
      <Button variant="outline" onClick={() => void make()} loading={busy}>
        <Trans>Comprovante (PDF)</Trans>
      </Button>
      {canShareFiles() ? (
        <Button
          variant="outline"
          colorPalette="green"
          onClick={() => void sendFile()}
          loading={sending}
          data-testid="receipt-whatsapp"
        >
          <Trans>Enviar pelo WhatsApp</Trans>
        </Button>
      ) : link && phone !== undefined ? (
        <Button variant="outline" colorPalette="green" asChild data-testid="receipt-whatsapp">
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() =>
              void recordDataAccess({
                kind: 'tithe_receipt',
                format: 'print',
                memberId: tithe.memberId,
              })
            }
          >
            <Trans>Enviar pelo WhatsApp</Trans>
          </a>
        </Button>
      ) : null}
    </Wrap>
  )
}

/** Whether this browser's share sheet takes a PDF (Web Share API level 2). */
function canShareFiles(): boolean {
  const nav = globalThis.navigator as Navigator | undefined
  try {
    return Boolean(
      nav?.canShare?.({ files: [new File([''], 'x.pdf', { type: 'application/pdf' })] }),
    )
  } catch {
    return false
  }
}
