import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { amountSchema, boundedText, isoDateSchema, nameSchema, type Liability } from '../../../sync'
import { ChurchField, churchIdField, type ChurchChoice } from '../../components/books'
import {
  DateField,
  Form,
  FormAlert,
  MoneyField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form'

const liabilityFormSchema = z.object({
  churchId: churchIdField,
  name: nameSchema,
  subdivision: boundedText(100),
  description: boundedText(500),
  value: amountSchema,
  dueDate: isoDateSchema,
})
export type LiabilityFormValues = z.output<typeof liabilityFormSchema>

/** What the church owes: name, where it belongs (subdivision), description, value, due date. */
export function LiabilityForm({
  id,
  liability,
  church,
  onSubmit,
}: {
  id: string
  liability?: Liability
  church: ChurchChoice
  onSubmit: (values: LiabilityFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(liabilityFormSchema, {
    defaultValues: {
      churchId: liability?.churchId ?? church.fixedChurchId ?? '',
      name: liability?.name ?? '',
      subdivision: liability?.subdivision ?? '',
      description: liability?.description ?? '',
      value: liability?.value,
      dueDate: liability?.dueDate ?? '',
    },
  })
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Passivo`}>
      <FormAlert />
      <ChurchField church={church} locked={Boolean(liability)} />
      <TextField name="name" label={t`Nome`} required autoComplete="off" />
      <MoneyField name="value" label={t`Valor`} required />
      <DateField name="dueDate" label={t`Vencimento`} required />
      <TextField
        name="subdivision"
        label={t`Subdivisão`}
        helper={t`A que se refere: reforma, som, veículo...`}
        autoComplete="off"
      />
      <TextareaField name="description" label={t`Descrição`} />
    </Form>
  )
}
