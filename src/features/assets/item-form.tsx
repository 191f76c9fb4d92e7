import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { z } from 'zod'
import {
  ITEM_STATUSES,
  MAX_IDENTIFIER_LENGTH,
  boundedText,
  isoDateSchema,
  todayIso,
  type AssetItem,
} from '../../../sync'
import {
  DateField,
  Form,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form'
import { issue, itemStatusOptions } from './labels'

const itemFormSchema = z.object({
  identifier: z
    .string(issue('identifier_required'))
    .trim()
    .min(1, issue('identifier_required'))
    .max(MAX_IDENTIFIER_LENGTH, 'text_too_long'),
  status: z.enum(ITEM_STATUSES),
  statusChangedOn: isoDateSchema,
  notes: boundedText(500),
})
export type ItemFormValues = z.output<typeof itemFormSchema>

/** A tagged piece: its patrimony identifier, status and since when, notes. */
export function ItemForm({
  id,
  item,
  onSubmit,
}: {
  id: string
  item?: AssetItem
  onSubmit: (values: ItemFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(itemFormSchema, {
    defaultValues: {
      identifier: item?.identifier ?? '',
      status: item?.status ?? 'in_use',
      statusChangedOn: item?.statusChangedOn ?? todayIso(),
      notes: item?.notes ?? '',
    },
  })
  // A new status dates from today unless the user says otherwise.
  const status = form.watch('status')
  useEffect(() => {
    if (item && status !== item.status && !form.getFieldState('statusChangedOn').isDirty)
      form.setValue('statusChangedOn', todayIso())
  }, [form, item, status])
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Item`}>
      <FormAlert />
      <TextField
        name="identifier"
        label={t`Identificador (plaqueta)`}
        required
        autoComplete="off"
        autoCapitalize="characters"
      />
      <SelectField name="status" label={t`Situação`} options={itemStatusOptions()} />
      <DateField name="statusChangedOn" label={t`Situação desde`} required />
      <TextareaField name="notes" label={t`Observações`} />
    </Form>
  )
}
