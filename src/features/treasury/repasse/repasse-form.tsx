import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  MAX_AMOUNT,
  REPASSE_RECIPIENTS,
  boundedText,
  nonNegativeAmountSchema,
  periodSchema,
  type RepasseRegister,
} from '../../../../sync'
import {
  Form,
  FormAlert,
  MoneyField,
  PeriodField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../../components/form'
import { formatMoney } from '../../../lib/format'
import { formatPercent, parsePercent } from '../entries/entry-form-schema'
import { recipientOptions } from '../shared/labels'
import { type ChurchChoice, ChurchField, churchIdField } from '../../../components/books'

/** Editing keeps the register's percentage (no percent field); a new register needs one. */
function repasseFormSchema(editing: boolean) {
  return z.object({
    churchId: churchIdField,
    period: periodSchema,
    category: z.enum(REPASSE_RECIPIENTS, 'invalid_recipient'),
    percent: z.string().refine((v) => {
      const bp = parsePercent(v)
      return editing || (bp !== null && !Number.isNaN(bp) && bp <= 10_000)
    }, 'percent_out_of_range'),
    budgetAmount: nonNegativeAmountSchema.optional(),
    expenseAmount: z
      .number()
      .int('amount_invalid')
      .positive('expense_amount_must_be_positive')
      .max(MAX_AMOUNT, 'amount_too_large')
      .optional(),
    notes: boundedText(500),
  })
}
const NEW_REPASSE = repasseFormSchema(false)
const EDITED_REPASSE = repasseFormSchema(true)
export type RepasseFormValues = z.output<typeof NEW_REPASSE>

/**
 * A repasse register: generating it creates the expense of what the church owes for the period
 * (the computed amount, or the amount typed here). Editing changes the budget, the expense amount
 * and the notes only.
 */
export function RepasseForm({
  id,
  register,
  initial,
  church,
  computed,
  onSubmit,
}: {
  id: string
  register?: RepasseRegister
  initial?: Partial<RepasseFormValues>
  church: ChurchChoice
  /** What the shared rule computes for the chosen church, period and percentage. */
  computed: (values: { churchId: string; period: string; bp: number }) => number | null
  onSubmit: (values: RepasseFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(register !== undefined ? EDITED_REPASSE : NEW_REPASSE, {
    defaultValues: {
      churchId: register?.churchId ?? initial?.churchId ?? church.fixedChurchId ?? '',
      period: register?.period ?? initial?.period ?? '',
      category: register?.category ?? initial?.category ?? 'field',
      percent: register ? formatPercent(register.percentBp) : (initial?.percent ?? '10'),
      budgetAmount: register?.budgetAmount ?? undefined,
      expenseAmount: register?.expenseAmount ?? undefined,
      notes: register?.notes ?? '',
    },
  })
  const [churchId, period, percent] = form.watch(['churchId', 'period', 'percent'])
  const bp = parsePercent(percent ?? '')
  const owed =
    !register && churchId && period && bp !== null && !Number.isNaN(bp)
      ? computed({ churchId, period, bp })
      : null
  const fixed = register !== undefined
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Repasse`}>
      <FormAlert />
      <ChurchField church={church} locked={fixed} />
      <PeriodField name="period" label={t`Período (mês)`} disabled={fixed} required />
      <SelectField
        name="category"
        label={t`Quem recebe`}
        options={recipientOptions()}
        disabled={fixed}
      />
      <TextField
        name="percent"
        label={t`Percentual (%)`}
        inputMode="decimal"
        disabled={fixed}
        required
      />
      {owed !== null ? (
        <Text fontSize="sm" data-testid="repasse-computed">
          {t`Calculado pelas receitas e dízimos do período: ${formatMoney(owed)}`}
        </Text>
      ) : null}
      <MoneyField name="budgetAmount" label={t`Valor orçado`} />
      <MoneyField
        name="expenseAmount"
        label={t`Valor da despesa`}
        helper={fixed ? undefined : t`Vazio: o valor calculado.`}
        required={fixed}
      />
      <TextareaField name="notes" label={t`Observações`} />
    </Form>
  )
}
