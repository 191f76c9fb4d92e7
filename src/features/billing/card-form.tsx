import { Grid } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { chargeRequestSchema, type Charge } from '../../../sync'
import {
  Form,
  FormAlert,
  MaskedField,
  SubmitButton,
  TextField,
  maskCardExpiry,
  maskCardNumber,
  useZodForm,
} from '../../components/form'

const cardChargeSchema = chargeRequestSchema.options[2]
const EMPTY = { method: 'card' as const, card: { number: '', holder: '', expiry: '', cvv: '' } }

/**
 * The card's number, holder, expiry and CVV: sent once to the server (the provider), never kept
 * on the device — the form is cleared after every attempt.
 */
export function CardForm({ pay }: { pay: (body: typeof EMPTY) => Promise<Charge | null> }) {
  const { t } = useLingui()
  const form = useZodForm(cardChargeSchema, { defaultValues: EMPTY })
  const submit = async (values: typeof EMPTY) => {
    try {
      const charge = await pay(values)
      if (charge?.status === 'declined')
        form.setError('root', {
          message: t`Cartão recusado. Confira os dados ou use outro cartão.`,
        })
    } finally {
      form.resetField('card.number', { defaultValue: '', keepError: true })
      form.resetField('card.cvv', { defaultValue: '', keepError: true })
    }
  }
  return (
    <Form form={form} onSubmit={submit} aria-label={t`Pagar com cartão`}>
      <FormAlert />
      <MaskedField
        name="card.number"
        label={t`Número do cartão`}
        mask={maskCardNumber}
        inputMode="numeric"
        required
      />
      <TextField
        name="card.holder"
        label={t`Nome impresso no cartão`}
        autoComplete="off"
        required
      />
      <Grid templateColumns="1fr 1fr" gap="4">
        <MaskedField
          name="card.expiry"
          label={t`Validade`}
          mask={maskCardExpiry}
          placeholder={t`MM/AA`}
          inputMode="numeric"
          required
        />
        <TextField
          name="card.cvv"
          label={t`CVV`}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          required
        />
      </Grid>
      <SubmitButton>
        <Trans>Pagar</Trans>
      </SubmitButton>
    </Form>
  )
}
