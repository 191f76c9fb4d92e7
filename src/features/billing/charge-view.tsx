import { useState } from 'react'
import { Alert, Button, Text, VStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HttpError, simulateChargePaid, type Charge } from '../../../sync'

import { CopyLine, QrCode } from '../../components/qr-code'
import { formatBoletoLine } from './billing-labels'
import { BoletoBarcode } from './boleto-barcode'

/** What the payer needs: the PIX QR code and copy line, or the boleto's linha digitável and bar code. */
export function ChargeView({ charge, onPaid }: { charge: Charge; onPaid: () => void }) {
  const { t } = useLingui()
  const [sandbox, setSandbox] = useState(true)
  const [busy, setBusy] = useState(false)
  const simulate = async () => {
    setBusy(true)
    try {
      await simulateChargePaid(charge.id)
      onPaid()
    } catch (error) {
      // Outside the sandbox the endpoint does not exist: the button goes away.
      if (error instanceof HttpError && error.status === 404) setSandbox(false)
      else console.error('Sandbox payment failed', error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <VStack align="stretch" gap="3" data-testid="charge" data-method={charge.method}>
      {charge.pixPayload ? (
        <>
          <Text>
            <Trans>
              Abra o app do seu banco, escolha PIX e leia o QR code ou use o copia e cola.
            </Trans>
          </Text>
          <QrCode payload={charge.pixPayload} label={t`QR code PIX`} />
          <CopyLine text={charge.pixPayload} label={t`PIX copia e cola`} />
        </>
      ) : null}
      {charge.boletoLine ? (
        <>
          <Text>
            <Trans>Linha digitável do boleto:</Trans>
          </Text>
          <CopyLine
            text={formatBoletoLine(charge.boletoLine)}
            copyText={charge.boletoLine}
            label={t`Linha digitável`}
          />
          {charge.boletoBarcode ? (
            <BoletoBarcode barcode={charge.boletoBarcode} label={t`Código de barras do boleto`} />
          ) : null}
        </>
      ) : null}
      {charge.status === 'paid' ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Pagamento confirmado.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {charge.status === 'pending' && sandbox ? (
        <Button
          variant="ghost"
          size="xs"
          alignSelf="flex-start"
          loading={busy}
          onClick={() => void simulate()}
        >
          <Trans>Simular pagamento (sandbox)</Trans>
        </Button>
      ) : null}
    </VStack>
  )
}
