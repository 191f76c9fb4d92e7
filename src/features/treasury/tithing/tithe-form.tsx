import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { z } from 'zod'
import { MAX_AMOUNT, PAYMENT_METHODS, isIsoDate, todayIso, type Tithe } from '../../../../sync'
import {
  DateField,
  Form,
  FormAlert,
  MoneyField,
  SelectField,
  TextareaField,
  useZodForm,
} from '../../../components/form'
import { methodOptions } from '../shared/labels'
import type { ChurchChoice } from '../shared/use-church'
import { useAmountConfirmation } from './amount-confirmation'
import { MemberField } from './member-field'
import { useChurchMembers } from './use-church-members'

function useTitheSchema() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z.object({
        churchId: z.string().min(1, t`Escolha a igreja.`),
        memberId: z.string(t`Escolha um membro ou a oferta anônima.`).nullable(),
        amount: z
          .number(t`Informe o valor.`)
          .int(t`Valor inválido.`)
          .positive(t`O valor deve ser maior que zero.`)
          .max(MAX_AMOUNT, t`Valor alto demais.`),
        date: z.string(t`Informe a data.`).refine(isIsoDate, t`Data inválida.`),
        paymentMethod: z.enum(PAYMENT_METHODS, t`Escolha a forma de pagamento.`),
        notes: z
          .string()
          .trim()
          .max(500, t`Texto longo demais.`),
      }),
    [t],
  )
}
export type TitheFormValues = z.output<ReturnType<typeof useTitheSchema>>

export interface TitheFormProps {
  id: string
  tithe?: Tithe
  church: ChurchChoice
  onSubmit: (values: TitheFormValues) => Promise<void>
}

/** Add or edit one tithe: member (or anonymous offering), amount, date, method, notes. */
export function TitheForm({ id, tithe, church, onSubmit }: TitheFormProps) {
  const { t } = useLingui()
  const form = useZodForm(useTitheSchema(), {
    defaultValues: {
      churchId: tithe?.churchId ?? church.fixedChurchId ?? '',
      memberId: tithe ? tithe.memberId : undefined,
      amount: tithe?.amount,
      date: tithe?.date ?? todayIso(),
      paymentMethod: tithe?.paymentMethod ?? 'dinheiro',
      notes: tithe?.notes ?? '',
    },
  })
  const churchId = form.watch('churchId')
  const members = useChurchMembers(churchId)
  const { confirmAmount, dialog } = useAmountConfirmation()
  // An amount far above the usual asks first (./unusual-amount.ts).
  const submit = async (values: TitheFormValues) => {
    const entry = { memberId: values.memberId, amount: values.amount, excludeId: tithe?.id }
    if (await confirmAmount(entry)) await onSubmit(values)
  }
  return (
    <Form form={form} onSubmit={submit} id={id} aria-label={t`Dízimo`}>
      <FormAlert />
      {church.fixedChurchId || tithe ? null : (
        <SelectField
          name="churchId"
          label={t`Igreja`}
          placeholder={t`Selecione`}
          options={church.churches.map((c) => ({ value: c.id, label: c.name }))}
          required
        />
      )}
      <MemberField name="memberId" label={t`Membro`} members={members} />
      <MoneyField name="amount" label={t`Valor`} required />
      <DateField name="date" label={t`Data`} required />
      <SelectField name="paymentMethod" label={t`Forma de pagamento`} options={methodOptions()} />
      <TextareaField name="notes" label={t`Observações`} />
      {dialog}
    </Form>
  )
}
