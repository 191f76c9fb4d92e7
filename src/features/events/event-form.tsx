import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  amountSchema,
  boundedText,
  eventRuleIssues,
  isoDateSchema,
  nameSchema,
  type ChurchEvent,
} from '../../../sync'
import { optionalDateField } from '../../components/books'
import {
  DateField,
  Form,
  FormAlert,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../components/form'
import { eventIssueText } from './labels'
import type { EventOwner } from './use-event-owners'

/** The add/edit form of an event; the rules are the contract's (sync/contracts/events.ts). */
const eventFormSchema = z
  .object({
    ownerId: z.string().min(1, 'church_required'),
    name: nameSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    location: boundedText(200),
    revenueBudget: amountSchema,
    budgetAmount: amountSchema.optional(),
    budgetEnd: optionalDateField,
    description: boundedText(1000),
  })
  .superRefine((values, ctx) => {
    for (const issue of eventRuleIssues({ ...values, budgetEnd: values.budgetEnd || null }))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: eventIssueText(issue.code) })
  })
export type EventFormValues = z.output<typeof eventFormSchema>

/**
 * Name, where it belongs (a church, or a sector/field/convention for a campaign), dates,
 * location, what it expects to collect and may spend. An existing event keeps its place.
 */
export function EventForm({
  id,
  event,
  owners,
  onSubmit,
}: {
  id: string
  event?: ChurchEvent
  owners: readonly EventOwner[]
  onSubmit: (values: EventFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const ownerOf = (e: ChurchEvent) => e.churchId ?? e.sectorId ?? e.fieldId ?? e.conventionId
  const form = useZodForm(eventFormSchema, {
    defaultValues: {
      ownerId: event ? ownerOf(event) : owners.length === 1 ? (owners[0]?.id ?? '') : '',
      name: event?.name ?? '',
      startDate: event?.startDate ?? '',
      endDate: event?.endDate ?? '',
      location: event?.location ?? '',
      revenueBudget: event?.revenueBudget,
      budgetAmount: event?.budgetAmount ?? undefined,
      budgetEnd: event?.budgetEnd ?? '',
      description: event?.description ?? '',
    },
  })
  return (
    <Form form={form} onSubmit={onSubmit} id={id} aria-label={t`Campanha`}>
      <FormAlert />
      {!event && owners.length > 1 ? (
        <SelectField
          name="ownerId"
          label={t`De quem é`}
          helper={t`Uma igreja, ou um setor, campo ou convenção para uma campanha que as igrejas abaixo veem.`}
          placeholder={t`Selecione`}
          options={owners.map((o) => ({ value: o.id, label: o.label }))}
          required
        />
      ) : null}
      <TextField name="name" label={t`Nome`} required autoComplete="off" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateField name="startDate" label={t`Início`} required />
        <DateField name="endDate" label={t`Fim`} required />
      </SimpleGrid>
      <TextField name="location" label={t`Local`} autoComplete="off" />
      <MoneyField
        name="revenueBudget"
        label={t`Meta de arrecadação`}
        helper={t`Quanto a campanha espera arrecadar.`}
        required
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <MoneyField name="budgetAmount" label={t`Orçamento de despesas`} />
        <DateField name="budgetEnd" label={t`Fim do orçamento`} />
      </SimpleGrid>
      <TextareaField name="description" label={t`Descrição`} />
    </Form>
  )
}
