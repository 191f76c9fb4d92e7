import { SimpleGrid } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { z } from 'zod'
import { cashFlowPeriodIssue, isoDateSchema } from '../../../sync'
import { DateField, Form, SelectField, useZodForm } from '../../components/form'
import { periodIssueText } from './labels'

export interface ScopeOption {
  value: string
  label: string
}

const controlsSchema = z
  .object({ scope: z.string(), start: isoDateSchema, end: isoDateSchema })
  .superRefine((values, ctx) => {
    const issue = cashFlowPeriodIssue(values.start, values.end)
    // Translated when raised: the form kit shows a text it does not know as it is.
    if (issue) ctx.addIssue({ code: 'custom', path: ['end'], message: periodIssueText(issue) })
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
    if (!parsed.success) void form.trigger('end')
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
