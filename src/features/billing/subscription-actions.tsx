import { useState } from 'react'
import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { request, type BillingSummary } from '../../../sync'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { useOnline } from '../../components/sync-status'
import { notify } from '../../lib/toaster'
import { billingErrorText } from './billing-error'

/** POST /api/billing/v1/cancel and /reactivate (issue 50, docs/billing.md). */
export const cancelSubscription = () => request('POST', '/billing/v1/cancel')
export const reactivateSubscription = () => request('POST', '/billing/v1/reactivate')

/** What a past-due or cancelled organisation keeps, in one line (docs/billing.md). */
export function NothingLockedLine() {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="billing-nothing-locked">
      <Trans>
        Nada é bloqueado por atraso ou cancelamento: os dados da organização continuam disponíveis
        para ler e editar, on-line e off-line.
      </Trans>
    </Text>
  )
}

/** Cancel the subscription, or reactivate a cancelled one, each after a confirmation. */
export function SubscriptionActions({
  summary,
  onChanged,
}: {
  summary: BillingSummary
  onChanged: () => void
}) {
  const { t } = useLingui()
  const online = useOnline()
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cancelled = summary.status === 'cancelled'
  const confirm = async () => {
    setError(null)
    try {
      await (cancelled ? reactivateSubscription() : cancelSubscription())
      notify.success(cancelled ? t`Assinatura reativada.` : t`Assinatura cancelada.`)
      onChanged()
    } catch (failure) {
      setError(billingErrorText(failure))
    }
  }
  return (
    <Stack gap="3" align="flex-start">
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Text>
        {cancelled ? (
          <Trans>
            A assinatura está cancelada: nenhuma fatura nova é emitida. Ao reativar, a cobrança
            volta a partir de hoje.
          </Trans>
        ) : (
          <Trans>
            Ao cancelar, nenhuma fatura nova é emitida e nenhum lembrete é enviado. As faturas já
            emitidas continuam disponíveis para pagamento.
          </Trans>
        )}
      </Text>
      <Button
        variant="outline"
        colorPalette={cancelled ? 'brand' : 'red'}
        disabled={!online}
        onClick={() => setOpen(true)}
      >
        {cancelled ? <Trans>Reativar assinatura</Trans> : <Trans>Cancelar assinatura</Trans>}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone={cancelled ? 'default' : 'danger'}
        title={cancelled ? t`Reativar a assinatura?` : t`Cancelar a assinatura?`}
        description={
          cancelled
            ? t`A cobrança volta a partir de hoje: a fatura do mês em curso vence em 5 dias ou mais. Os meses em que a assinatura esteve cancelada não são cobrados.`
            : t`Nenhuma fatura nova será emitida e nenhum lembrete será enviado. Nada é bloqueado: os dados continuam disponíveis. Você pode reativar quando quiser.`
        }
        confirmLabel={cancelled ? t`Reativar` : t`Sim, cancelar a assinatura`}
        onConfirm={confirm}
      />
    </Stack>
  )
}
