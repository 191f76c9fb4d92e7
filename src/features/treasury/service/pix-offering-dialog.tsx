import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { z } from 'zod'
import { amountSchema } from '../../../../sync'
import { Form, FormAlert, FormDialog, MoneyField, useZodForm } from '../../../components/form'
import { CopyLine, QrCode } from '../../../components/qr-code'
import { formatMoney } from '../../../lib/format'
import { offeringBrCode, type PixChurch } from './pix-offering'

const amountOnly = z.object({ amount: amountSchema })

interface Shown {
  amount: number
  payload: string
}

/**
 * "Oferta por PIX": the treasurer types the amount, the giver reads the QR code (or the
 * copy-and-paste line) with their bank app — built on the device, no signal needed — and once
 * the giver shows it paid the treasurer records it as a PIX offering of the session.
 */
export function PixOfferingDialog({
  open,
  onClose,
  church,
  onRecord,
}: {
  open: boolean
  onClose: () => void
  church: PixChurch
  /** Records the offering (an anonymous PIX entry of the session); throws to show an error. */
  onRecord: (amount: number) => Promise<void>
}) {
  const { t } = useLingui()
  const [shown, setShown] = useState<Shown | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useZodForm(amountOnly, { defaultValues: { amount: undefined } })

  const close = () => {
    setShown(null)
    form.reset({ amount: undefined })
    onClose()
  }
  const show = ({ amount }: { amount: number }) => {
    const code = offeringBrCode(church, amount, uuidv7())
    if (!code.ok)
      throw new Error(t`Não foi possível montar o PIX: confira a chave PIX e a cidade da igreja.`)
    setShown({ amount, payload: code.value })
  }
  const record = async () => {
    if (!shown) return
    setBusy(true)
    try {
      await onRecord(shown.amount)
      close()
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t`Oferta por PIX`}
      formId={shown ? undefined : 'pix-offering-form'}
      submitLabel={<Trans>Mostrar QR code</Trans>}
      busy={busy}
    >
      {shown ? (
        <Stack gap="4" align="center" data-testid="pix-offering">
          <Text fontSize="2xl" fontWeight="semibold">
            {formatMoney(shown.amount)}
          </Text>
          <QrCode payload={shown.payload} label={t`QR code PIX da oferta`} size={260} />
          <Text color="fg.muted" textAlign="center">
            <Trans>
              Peça para a pessoa ler o QR code no aplicativo do banco, ou copie o código PIX.
              Registre quando ela mostrar o comprovante.
            </Trans>
          </Text>
          <CopyLine text={shown.payload} label={t`PIX copia e cola`} />
          <Stack direction={{ base: 'column', sm: 'row' }} width="full" gap="3">
            <Button
              colorPalette="brand"
              size="lg"
              flex={{ sm: '1' }}
              onClick={() => void record()}
              loading={busy}
              data-testid="pix-offering-record"
            >
              <Trans>Pago — registrar oferta</Trans>
            </Button>
            <Button
              variant="outline"
              size="lg"
              flex={{ sm: '1' }}
              onClick={() => setShown(null)}
              disabled={busy}
            >
              <Trans>Mudar o valor</Trans>
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Form form={form} onSubmit={show} id="pix-offering-form">
          <FormAlert />
          <MoneyField name="amount" label={t`Valor da oferta`} required />
        </Form>
      )}
    </FormDialog>
  )
}
