import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { amountSchema } from '../../../../sync'
import { Form, FormAlert, MoneyField, SelectField, useZodForm } from '../../../components/form'
import { type ChurchChoice, ChurchField, churchIdField } from '../../../components/books'

const budgetFormSchema = z.object({
  churchId: churchIdField,
  year: z.coerce.number().int().min(2000).max(2100),
  /** '' = the whole year. */
  month: z.string(),
  amount: amountSchema,
})
export type BudgetFormValues = z.output<typeof budgetFormSchema>

/** The expected tithes of a church for a year or one month (saving again replaces the amount). */
export function TitheBudgetForm({
  id,
  year,
  church,
  onSubmit,
}: {
  id: string
  year: number
  church: ChurchChoice
  onSubmit: (values: BudgetFormValues) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const form = useZodForm(budgetFormSchema, {
    defaultValues: {
      churchId: church.fixedChurchId ?? '',
      year: String(year),
      month: '',
      amount: undefined,
    },
  })
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' })
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: monthName.format(new Date(Date.UTC(2026, i, 1))),
  }))
  const years = Array.from({ length: 5 }, (_, i) => String(year - 1 + i))
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Orçamento de dízimos`}>
      <FormAlert />
      <ChurchField church={church} />
      <SelectField
        name="year"
        label={t`Ano`}
        options={years.map((y) => ({ value: y, label: y }))}
      />
      <SelectField
        name="month"
        label={t`Mês`}
        options={[{ value: '', label: t`Ano inteiro` }, ...months]}
      />
      <MoneyField name="amount" label={t`Valor esperado`} required />
    </Form>
  )
}
