import { useState } from 'react'
import { Alert, Button, Flex, VStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  BILLING_PAYMENT_METHODS,
  chargeInvoice,
  type BillingPaymentMethod,
  type Charge,
  type ChargeRequest,
  type Invoice,
} from '../../../sync'
import { CardForm } from './card-form'
import { ChargeView } from './charge-view'
import { billingErrorText } from './billing-error'
import { paymentMethodName } from '../../components/billing/plan-labels'

/** Pay an open invoice: PIX (QR code), boleto (linha digitável) or card. */
export function PayInvoice({ invoice, onPaid }: { invoice: Invoice; onPaid: () => void }) {
  const { t } = useLingui()
  const [method, setMethod] = useState<BillingPaymentMethod | null>(null)
  const [charge, setCharge] = useState<Charge | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const pay = async (body: ChargeRequest): Promise<Charge | null> => {
    setError(null)
    setBusy(true)
    try {
      const made = await chargeInvoice(invoice.id, body)
      setCharge(made)
      if (made.status === 'paid') onPaid()
      return made
    } catch (failure) {
      setError(billingErrorText(failure))
      return null
    } finally {
      setBusy(false)
    }
  }
  const choose = (next: BillingPaymentMethod) => {
    setMethod(next)
    setCharge(null)
    setError(null)
    if (next !== 'card') void pay({ method: next })
  }

  return (
    <VStack align="stretch" gap="4">
      <Flex gap="2" wrap="wrap" role="group" aria-label={t`Forma de pagamento`}>
        {BILLING_PAYMENT_METHODS.map((option) => (
          <Button
            key={option}
            variant={method === option ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={method === option}
            loading={busy && method === option && option !== 'card'}
            onClick={() => choose(option)}
          >
            {paymentMethodName(option)}
          </Button>
        ))}
      </Flex>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {method === 'card' && charge?.status !== 'paid' ? <CardForm pay={pay} /> : null}
      {charge && (charge.method !== 'card' || charge.status === 'paid') ? (
        <ChargeView charge={charge} onPaid={onPaid} />
      ) : null}
      {!charge && method === null ? <Trans>Escolha como pagar esta fatura.</Trans> : null}
    </VStack>
  )
}
