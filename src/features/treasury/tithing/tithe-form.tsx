import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  amountSchema,
  boundedText,
  isoDateSchema,
  paymentMethodSchema,
  todayIso,
  type Tithe,
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
import { methodOptions } from '../shared/labels'
import { useAmountConfirmation } from './amount-confirmation'
import { MemberField } from './member-field'
import { useChurchMembers } from './use-church-members'
import {
  type ChurchChoice,
  ChurchField,
  churchIdField,
  EventField,
} from '../../../components/books'

const titheFormSchema = z.object({
  churchId: churchIdField,
  memberId: z.string('member_or_anonymous_required').nullable(),
  amount: amountSchema,
  date: isoDateSchema,
  paymentMethod: paymentMethodSchema,
  notes: boundedText(500),
  /** '' = given for no event. */
  eventId: z.string(),
})
export type TitheFormValues = z.output<typeof titheFormSchema>

export interface TitheFormProps {
  id: string
  tithe?: Tithe
  church: ChurchChoice
  onSubmit: (values: TitheFormValues) => Promise<void>
}

/** Add or edit one tithe: member (or anonymous offering), amount, date, method, event, notes. */
export function TitheForm({ id, tithe, church, onSubmit }: TitheFormProps) {
  const { t } = useLingui()
  const form = useZodForm(titheFormSchema, {
    defaultValues: {
      churchId: tithe?.churchId ?? church.fixedChurchId ?? '',
      memberId: tithe ? tithe.memberId : undefined,
      amount: tithe?.amount,
      date: tithe?.date ?? todayIso(),
      paymentMethod: tithe?.paymentMethod ?? 'dinheiro',
      notes: tithe?.notes ?? '',
      eventId: tithe?.eventId ?? '',
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
      <ChurchField church={church} locked={Boolean(tithe)} />
      <MemberField name="memberId" label={t`Membro`} members={members} />
      <MoneyField name="amount" label={t`Valor`} required />
      <DateField name="date" label={t`Data`} required />
      <SelectField name="paymentMethod" label={t`Forma de pagamento`} options={methodOptions()} />
      <EventField churchId={churchId} linkedId={tithe?.eventId} />
      <TextareaField name="notes" label={t`Observações`} />
      {dialog}
    </Form>
  )
}
