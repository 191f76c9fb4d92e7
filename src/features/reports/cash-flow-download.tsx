import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { nowIso, type CashFlow } from '../../../sync'
import { ConfirmDialog } from '../../components/confirm-dialog'
import {
  letterheadLines,
  loadReportPdf,
  useChurchLetterhead,
  useReportBranding,
} from '../../components/pdf'
import { useSession } from '../../components/session'
import { downloadFile } from '../../lib/download'
import { notify } from '../../lib/toaster'
import { cashFlowReport } from './cash-flow-report'
import { cashFlowFileName } from './labels'
import { signatureLines } from './report-signers'
import { SignersFields, useSigners } from './signers-fields'

type Step = 'idle' | 'preparing' | 'ready' | 'failed'

/**
 * The cash-flow PDF, made on the device (spec §4): preparing, then the download confirmed or
 * cancelled; a failure says so and offers to try again (§8). Under the owner's name, a single
 * church's CNPJ and address; at the end, the lines the treasurer, the president pastor and the
 * fiscal council sign (names suggested from the users, typed or corrected here first).
 */
export function CashFlowDownload({
  flow,
  owner,
  scope,
  churchId,
}: {
  flow: CashFlow
  owner: string
  /** What the report covers ('all', 'church:<id>'...): the typed names are kept per scope. */
  scope: string
  /** The one church of the report, for its letterhead (null: several churches). */
  churchId: string | null
}) {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const letterhead = useChurchLetterhead(churchId, owner)
  const signers = useSigners(scope, churchId)
  const [step, setStep] = useState<Step>('idle')
  const file = useRef<Blob | null>(null)
  const name = cashFlowFileName(flow.start, flow.end)

  const prepare = async () => {
    setStep('preparing')
    try {
      const { renderReportPdf } = await loadReportPdf()
      file.current = await renderReportPdf(
        cashFlowReport(flow, {
          owner,
          ownerLines: churchId ? letterheadLines(letterhead) : [],
          signatures: signatureLines(signers.signers),
          branding,
          userName: user?.fullName ?? '',
          now: nowIso(),
        }),
      )
      signers.remember()
      setStep('ready')
    } catch {
      setStep('failed')
    }
  }
  const finish = (download: boolean) => {
    if (download && file.current) {
      downloadFile(name, file.current, 'application/pdf')
      notify.success(t`Download confirmado.`)
    } else notify.info(t`Download cancelado.`)
    file.current = null
    setStep('idle')
  }

  return (
    <Stack gap="3">
      {flow.hasData ? <SignersFields signers={signers.signers} onChange={signers.set} /> : null}
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          onClick={() => void prepare()}
          loading={step === 'preparing'}
          loadingText={t`Preparando o PDF...`}
          disabled={!flow.hasData}
        >
          <Trans>Baixar PDF</Trans>
        </Button>
        {!flow.hasData ? (
          <Text fontSize="sm" color="fg.muted">{t`Nada a imprimir neste período.`}</Text>
        ) : null}
      </HStack>
      {step === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t`Erro ao gerar o fluxo de caixa.`}</Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void prepare()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        </Alert.Root>
      ) : null}
      <ConfirmDialog
        open={step === 'ready'}
        // Confirm and cancel each end the step themselves (the dialog follows `step`).
        onOpenChange={() => undefined}
        onCancel={() => finish(false)}
        title={<Trans>O PDF está pronto</Trans>}
        description={<Trans>Baixar o arquivo {name}?</Trans>}
        confirmLabel={<Trans>Baixar</Trans>}
        onConfirm={() => finish(true)}
      />
    </Stack>
  )
}
