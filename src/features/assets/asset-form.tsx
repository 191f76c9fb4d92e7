import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { boundedText, nameSchema, type Asset } from '../../../sync'
import { ChurchField, churchIdField, type ChurchChoice } from '../../components/books'
import { Form, FormAlert, TextareaField, TextField, useZodForm } from '../../components/form'

const assetFormSchema = z.object({
  churchId: churchIdField,
  name: nameSchema,
  subdivision: boundedText(100),
  description: boundedText(500),
})
export type AssetFormValues = z.output<typeof assetFormSchema>

/** An asset: what it is, where it sits (subdivision) and a description. Quantity and value come from its movements. */
export function AssetForm({
  id,
  asset,
  church,
  onSubmit,
}: {
  id: string
  asset?: Asset
  church: ChurchChoice
  onSubmit: (values: AssetFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(assetFormSchema, {
    defaultValues: {
      churchId: asset?.churchId ?? church.fixedChurchId ?? '',
      name: asset?.name ?? '',
      subdivision: asset?.subdivision ?? '',
      description: asset?.description ?? '',
    },
  })
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Patrimônio`}>
      <FormAlert />
      <ChurchField church={church} locked={Boolean(asset)} />
      <TextField name="name" label={t`Nome`} required autoComplete="off" />
      <TextField
        name="subdivision"
        label={t`Subdivisão`}
        helper={t`Onde fica: nave, sala de som, cozinha...`}
        autoComplete="off"
      />
      <TextareaField name="description" label={t`Descrição`} />
    </Form>
  )
}
