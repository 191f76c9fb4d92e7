import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { closingFigures, mutate, nowIso, type Tithe } from '../../../../sync'
import { errorText } from '../../../components/books'
import { FormDialog } from '../../../components/form'
import { loadReportPdf, useReportBranding } from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { downloadFile } from '../../../lib/download'
import { formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { ClosingForm, type ClosingInput } from './closing-form'
import { closingFileName, closingReport, type ClosingRecord } from './closing-report'
import type { ServiceSession } from './service-session'

/**
 * "Encerrar": the closing of the service — the count is recorded (offline too, sent once like
 * any write), then its one-page PDF can be kept for the church's records before the session ends.
 */
export function ClosingDialog({
  open,
  onClose,
  session,
  rows,
  churchName,
  onFinish,
}: {
  open: boolean
  onClose: () => void
  session: ServiceSession | null
  rows: readonly Tithe[]
  churchName: string
  onFinish: () => void
}) {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const [busy, setBusy] = useState(false)
  const [record, setRecord] = useState<ClosingRecord | null>(null)
  if (!session) return null

  const save = async (input: ClosingInput) => {
    setBusy(true)
    try {
      await mutate('serviceClosing.create', {
        id: uuidv7(),
        churchId: session.churchId,
        date: session.date,
        titheIds: session.titheIds,
        ...input,
      })
      setRecord({
        date: session.date,
        ...input,
        figures: closingFigures(session.titheIds, rows, input.counts),
      })
      notify.success(t`Conferência registrada.`)
    } catch (error) {
      throw new Error(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  const pdf = async () => {
    if (!record) return
    setBusy(true)
    try {
      const { renderReportPdf } = await loadReportPdf()
      const file = await renderReportPdf(
        closingReport(record, {
          owner: churchName,
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
        }),
      )
      downloadFile(closingFileName(record.date), file, 'application/pdf')
    } catch {
      notify.error(t`Erro ao gerar o PDF da conferência. Tente novamente.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={record ? () => onFinish() : onClose}
      title={record ? t`Culto encerrado` : t`Encerrar o culto`}
      formId={record ? undefined : 'closing-form'}
      submitLabel={<Trans>Registrar e encerrar</Trans>}
      busy={busy}
    >
      {record ? (
        <Stack gap="4" data-testid="closing-done">
          <Text>
            {record.figures.difference === 0
              ? t`A contagem confere com os lançamentos em dinheiro.`
              : record.figures.difference < 0
                ? t`Faltaram ${formatMoney(-record.figures.difference)} em relação aos lançamentos em dinheiro.`
                : t`Sobraram ${formatMoney(record.figures.difference)} em relação aos lançamentos em dinheiro.`}
          </Text>
          <Button variant="outline" onClick={() => void pdf()} loading={busy}>
            <Trans>Baixar PDF da conferência</Trans>
          </Button>
          <Button colorPalette="brand" onClick={onFinish}>
            <Trans>Concluir</Trans>
          </Button>
        </Stack>
      ) : (
        <ClosingForm id="closing-form" titheIds={session.titheIds} tithes={rows} onSubmit={save} />
      )}
    </FormDialog>
  )
}
