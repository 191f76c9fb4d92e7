import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { z } from 'zod'
import { cashFlowPeriodIssue, isoDateSchema, type CashFlowPeriodIssue } from '../../../sync'
import {
  addContractMessages,
  DateField,
  Form,
  SelectField,
  useZodForm,
} from '../../components/form'
import { periodIssueText } from './labels'

/** The period's issue is kept as a code and said in the language active when it is shown. */
const PERIOD_CODE = 'cash_flow_period:'
addContractMessages((message) =>
  message.startsWith(PERIOD_CODE)
    ? periodIssueText(message.slice(PERIOD_CODE.length) as CashFlowPeriodIssue)
    : undefined,
)

export interface ScopeOption {
  value: string
  label: string
}

const controlsSchema = z
  .object({ scope: z.string(), start: isoDateSchema, end: isoDateSchema })
  .superRefine((values, ctx) => {
    const issue = cashFlowPeriodIssue(values.start, values.end)
    if (issue) ctx.addIssue({ code: 'custom', path: ['end'], message: PERIOD_CODE + issue })
  })
export type CashFlowChoice = z.output<typeof controlsSchema>

/**
 * The node and the period of the report. Checked as the user types (spec §5: at most 6 months);
 * a valid choice is reported at once, so the figures follow live — nothing to submit.
 */
export function CashFlowControls({
  scopes,
  initial,
  onValid,
}: {
  scopes: readonly ScopeOption[]
  initial: CashFlowChoice
  onValid: (choice: CashFlowChoice | null) => void
}) {
  const { t } = useLingui()
  const form = useZodForm(controlsSchema, { mode: 'onChange', defaultValues: initial })
  const [scope, start, end] = form.watch(['scope', 'start', 'end'])
  useEffect(() => {
    const parsed = controlsSchema.safeParse({ scope, start, end })
    // Either date may make or end the issue, which is shown under 'Fim': checked again each time.
    void form.trigger('end')
    onValid(parsed.success ? parsed.data : null)
  }, [scope, start, end, form, onValid])
  return (
    <Form form={form} onSubmit={() => undefined} aria-label={t`Período do relatório`}>
      <SimpleGrid columns={{ base: 1, md: scopes.length > 1 ? 3 : 2 }} gap="3" maxW="4xl">
        {scopes.length > 1 ? (
          <SelectField name="scope" label={t`Igreja ou área`} options={scopes} />
        ) : null}
        <DateField name="start" label={t`Início`} required />
        <DateField name="end" label={t`Fim`} required />
      </SimpleGrid>
    </Form>
  )
}
