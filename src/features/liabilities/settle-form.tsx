import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { isoDateSchema, paymentMethodSchema, todayIso, type Liability } from '../../../sync'
import { methodOptions } from '../../components/books'
import {
  CheckboxField,
  DateField,
  Form,
  FormAlert,
  SelectField,
  useZodForm,
} from '../../components/form'
import { formatMoney } from '../../lib/format'

const settleFormSchema = z.object({
  settledOn: isoDateSchema,
  recordExpense: z.boolean(),
  paymentMethod: paymentMethodSchema,
})
export type SettleFormValues = z.output<typeof settleFormSchema>

/**
 * Settling a liability: the day it was paid and, for a user who may add expenses, the expense
 * payment that records the money leaving the church's books.
 */
export function SettleForm({
  id,
  liability,
  canRecordExpense,
  onSubmit,
}: {
  id: string
  liability: Liability
  canRecordExpense: boolean
  onSubmit: (values: SettleFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(settleFormSchema, {
    defaultValues: {
      settledOn: todayIso(),
      recordExpense: canRecordExpense,
      paymentMethod: 'pix',
    },
  })
  const recordExpense = form.watch('recordExpense')
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Quitar passivo`}>
      <FormAlert />
      <Text>{t`${liability.name}: ${formatMoney(liability.value)}`}</Text>
      <DateField name="settledOn" label={t`Data da quitação`} required />
      {canRecordExpense ? (
        <CheckboxField
          name="recordExpense"
          label={t`Registrar o pagamento como despesa da igreja`}
        />
      ) : null}
      {canRecordExpense && recordExpense ? (
        <SelectField name="paymentMethod" label={t`Forma de pagamento`} options={methodOptions()} />
      ) : null}
    </Form>
  )
}
