import { Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { z } from 'zod'
import {
  MAX_AMOUNT,
  MIN_HISTORY_LENGTH,
  PAYMENT_METHODS,
  isIsoDate,
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
import { methodOptions } from '../shared/labels'
import type { InstalmentRow } from './instalment-rows'

function usePaymentSchema() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z.object({
        amount: z
          .number(t`Informe o valor.`)
          .int(t`Valor inválido.`)
          .positive(t`O valor deve ser maior que zero.`)
          .max(MAX_AMOUNT, t`Valor alto demais.`),
        date: z.string(t`Informe a data.`).refine(isIsoDate, t`Data inválida.`),
        history: z
          .string()
          .trim()
          .min(MIN_HISTORY_LENGTH, t`O histórico precisa de pelo menos 3 caracteres.`)
          .max(500, t`Texto longo demais.`),
        paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')]),
      }),
    [t],
  )
}
export type PaymentFormValues = z.output<ReturnType<typeof usePaymentSchema>>

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
  const form = useZodForm(usePaymentSchema(), {
    defaultValues: {
      amount: instalment.remaining > 0 ? instalment.remaining : undefined,
      date: todayIso(),
      history: '',
      paymentMethod: instalment.entry.paymentMethod ?? '',
    },
  })
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Registrar`}>
      <FormAlert />
      <Stack gap="0" fontSize="sm" color="fg.muted">
        <Text>
          {t`Parcela ${instalment.number} de ${instalment.of}`} ·{' '}
          {t`vence em ${formatDate(instalment.dueDate)}`}
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
