import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  MAX_AMOUNT,
  MAX_MOVEMENT_QUANTITY,
  MOVEMENT_KINDS,
  boundedText,
  isoDateSchema,
  todayIso,
  type AssetMovement,
} from '../../../sync'
import {
  DateField,
  Form,
  FormAlert,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form'
import { formatMoney } from '../../lib/format'
import { issue, movementKindOptions } from './labels'

const positiveQuantity = z
  .number(issue('quantity_must_be_positive'))
  .int(issue('quantity_must_be_positive'))
  .positive(issue('quantity_must_be_positive'))
  .max(MAX_MOVEMENT_QUANTITY, issue('quantity_must_be_positive'))

const movementFormSchema = z.object({
  kind: z.enum(MOVEMENT_KINDS),
  quantity: positiveQuantity,
  price: z
    .number(issue('price_must_be_positive'))
    .int()
    .positive(issue('price_must_be_positive'))
    .max(MAX_AMOUNT, 'amount_too_large'),
  date: isoDateSchema,
  description: boundedText(300),
})
export type MovementFormValues = z.output<typeof movementFormSchema>

/** An entry or exit of the asset: quantity and unit price (both > 0, spec §5), date, description. */
export function MovementForm({
  id,
  movement,
  onSubmit,
}: {
  id: string
  movement?: AssetMovement
  onSubmit: (values: MovementFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(movementFormSchema, {
    defaultValues: {
      kind: movement?.kind ?? 'entry',
      quantity: movement?.quantity,
      price: movement?.price,
      date: movement?.date ?? todayIso(),
      description: movement?.description ?? '',
    },
  })
  const [quantity, price] = form.watch(['quantity', 'price'])
  const total =
    typeof quantity === 'number' && typeof price === 'number' && quantity > 0 && price > 0
      ? quantity * price
      : null
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Movimentação`}>
      <FormAlert />
      <SelectField name="kind" label={t`Tipo`} options={movementKindOptions()} />
      <TextField
        name="quantity"
        label={t`Quantidade`}
        numeric
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
      />
      <MoneyField name="price" label={t`Preço unitário`} required />
      {total !== null ? (
        <Text fontSize="sm" data-testid="movement-total">
          {t`Total: ${formatMoney(total)}`}
        </Text>
      ) : null}
      <DateField name="date" label={t`Data`} required />
      <TextareaField name="description" label={t`Descrição`} />
    </Form>
  )
}
