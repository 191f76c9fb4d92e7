import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { z } from 'zod'
import { MAX_AMOUNT, REPASSE_RECIPIENTS, type RepasseRegister } from '../../../../sync'
import {
  Form,
  FormAlert,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../../components/form'
import { formatMoney } from '../../../lib/format'
import { formatPercent, parsePercent } from '../entries/entry-form-schema'
import { recipientOptions } from '../shared/labels'
import type { ChurchChoice } from '../shared/use-church'

function useRepasseSchema(editing: boolean) {
  const { t } = useLingui()
  return useMemo(
    () =>
      z.object({
        churchId: z.string().min(1, t`Escolha a igreja.`),
        period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, t`Informe o mês (AAAA-MM).`),
        category: z.enum(REPASSE_RECIPIENTS, t`Escolha quem recebe.`),
        percent: z.string().refine(
          (v) => {
            const bp = parsePercent(v)
            return editing || (bp !== null && !Number.isNaN(bp) && bp <= 10_000)
          },
          t`O percentual deve estar entre 0 e 100.`,
        ),
        budgetAmount: z
          .number()
          .int(t`Valor inválido.`)
          .min(0, t`Valor inválido.`)
          .max(MAX_AMOUNT, t`Valor alto demais.`)
          .optional(),
        expenseAmount: z
          .number()
          .int(t`Valor inválido.`)
          .positive(t`O valor da despesa deve ser maior que zero.`)
          .max(MAX_AMOUNT, t`Valor alto demais.`)
          .optional(),
        notes: z
          .string()
          .trim()
          .max(500, t`Texto longo demais.`),
      }),
    [t, editing],
  )
}
export type RepasseFormValues = z.output<ReturnType<typeof useRepasseSchema>>

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
  const form = useZodForm(useRepasseSchema(register !== undefined), {
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
      {church.fixedChurchId || fixed ? null : (
        <SelectField
          name="churchId"
          label={t`Igreja`}
          placeholder={t`Selecione`}
          options={church.churches.map((c) => ({ value: c.id, label: c.name }))}
          required
        />
      )}
      <TextField name="period" label={t`Período (mês)`} type="month" disabled={fixed} required />
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
