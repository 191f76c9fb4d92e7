import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  amountSchema,
  historySchema,
  isoDateSchema,
  paymentMethodSchema,
  todayIso,
} from '../../../../sync'
import {
  DateField,
  Form,
  FormAlert,
  MoneyField,
  SelectField,
  TextareaField,
  useZodForm,
} from '../../../components/form'
import { formatDate, formatMoney } from '../../../lib/format'
import { categoryLabel, methodOptions, originLabel } from '../shared/labels'
import { isRevenue } from './entry-kind'
import { instalmentPosition, type InstalmentRow } from './instalment-rows'

const paymentFormSchema = z.object({
  amount: amountSchema,
  date: isoDateSchema,
  history: historySchema,
  paymentMethod: z.union([paymentMethodSchema, z.literal('')]),
})
export type PaymentFormValues = z.output<typeof paymentFormSchema>

/** Registers a payment (expense) or receipt (revenue) on one instalment: partial or the rest. */
export function PaymentForm({
  id,
  instalment,
  onSubmit,
}: {
  id: string
  instalment: InstalmentRow
  onSubmit: (values: PaymentFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(paymentFormSchema, {
    defaultValues: {
      amount: instalment.remaining > 0 ? instalment.remaining : undefined,
      date: todayIso(),
      history: historyOf(instalment),
      paymentMethod: instalment.entry.paymentMethod ?? '',
    },
  })
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Registrar`}>
      <FormAlert />
      <Stack gap="0" fontSize="sm" color="fg.muted">
        <Text>
          {instalment.of === null
            ? t`Parcela ${instalment.number}`
            : t`Parcela ${instalment.number} de ${instalment.of}`}{' '}
          · {t`vence em ${formatDate(instalment.dueDate)}`}
        </Text>
        <Text>
          {t`Previsto`}: {formatMoney(instalment.expected)} · {t`Já realizado`}:{' '}
          {formatMoney(instalment.paid)} · {t`Falta`}: {formatMoney(instalment.remaining)}
        </Text>
      </Stack>
      <MoneyField name="amount" label={t`Valor`} required />
      <DateField name="date" label={t`Data`} required />
      <SelectField
        name="paymentMethod"
        label={t`Forma de pagamento`}
        placeholder="—"
        options={methodOptions()}
      />
      <TextareaField name="history" label={t`Histórico`} required />
    </Form>
  )
}

/** The history a payment starts with: what the entry is and which instalment, editable. */
function historyOf(instalment: InstalmentRow): string {
  const { entry, of } = instalment
  const what =
    entry.description ||
    (isRevenue(entry) ? originLabel(entry.origin) : categoryLabel(entry.category))
  return of === null || of > 1 ? `${what} ${instalmentPosition(instalment)}` : what
}
