import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import {
  CASH_DENOMINATIONS,
  boundedText,
  closingFigures,
  nameSchema,
  type CashCount,
  type ClosingTithe,
} from '../../../../sync'
import { Form, FormAlert, TextareaField, TextField, useZodForm } from '../../../components/form'
import { formatMoney } from '../../../lib/format'
import { MethodTotals } from './method-totals'

const quantity = z.number('invalid_quantity').int('invalid_quantity').min(0, 'invalid_quantity')
const field = (denomination: number) => `n${denomination}`

const closingFormSchema = z.object({
  ...Object.fromEntries(CASH_DENOMINATIONS.map((d) => [field(d), quantity.optional()])),
  firstCounter: nameSchema,
  secondCounter: nameSchema,
  notes: boundedText(500),
})
type ClosingFormValues = z.output<typeof closingFormSchema>

export interface ClosingInput {
  counts: CashCount[]
  counters: [string, string]
  notes: string
}

const countsOf = (values: Record<string, unknown>): CashCount[] =>
  CASH_DENOMINATIONS.map((denomination) => ({
    denomination,
    quantity:
      typeof values[field(denomination)] === 'number' ? (values[field(denomination)] as number) : 0,
  })).filter((c) => c.quantity > 0)

/**
 * The service closing: two people count the cash by note and coin; the form shows at once what
 * they counted against what the session's cash entries add up to, and the other methods apart.
 */
export function ClosingForm({
  id,
  titheIds,
  tithes,
  onSubmit,
}: {
  id: string
  titheIds: readonly string[]
  tithes: readonly ClosingTithe[]
  onSubmit: (input: ClosingInput) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useZodForm(closingFormSchema, {
    defaultValues: { firstCounter: '', secondCounter: '', notes: '' },
  })
  const values = form.watch() as Record<string, unknown>
  const figures = closingFigures(titheIds, tithes, countsOf(values))
  const others = figures.byMethod.filter((m) => m.method !== 'dinheiro')
  const submit = (v: ClosingFormValues) =>
    onSubmit({
      counts: countsOf(v),
      counters: [v.firstCounter, v.secondCounter],
      notes: v.notes,
    })
  return (
    <Form form={form} onSubmit={submit} id={id} aria-label={t`Conferência do ofertório`}>
      <FormAlert />
      <Text>{t`Contem o dinheiro do culto e informem quantas cédulas e moedas de cada valor.`}</Text>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="3">
        {CASH_DENOMINATIONS.map((denomination) => (
          <TextField
            key={denomination}
            name={field(denomination)}
            label={formatMoney(denomination)}
            numeric
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        ))}
      </SimpleGrid>
      <Stack gap="1" borderWidth="1px" rounded="md" p="3" bg="bg" aria-live="polite">
        <Figure label={t`Dinheiro lançado`} value={formatMoney(figures.expectedCash)} />
        <Figure
          label={t`Dinheiro contado`}
          value={formatMoney(figures.countedCash)}
          testId="closing-counted"
        />
        <Figure
          label={t`Diferença`}
          value={
            figures.difference === 0
              ? t`Confere`
              : figures.difference < 0
                ? t`Falta ${formatMoney(-figures.difference)}`
                : t`Sobra ${formatMoney(figures.difference)}`
          }
          tone={figures.difference === 0 ? 'fg.success' : 'fg.error'}
          testId="closing-difference"
        />
      </Stack>
      {others.length > 0 ? (
        <Box>
          <Text fontWeight="semibold">{t`Outras formas (não entram na contagem)`}</Text>
          <MethodTotals totals={others} />
        </Box>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField name="firstCounter" label={t`Conferido por`} required autoComplete="off" />
        <TextField name="secondCounter" label={t`E por`} required autoComplete="off" />
      </SimpleGrid>
      <TextareaField name="notes" label={t`Observações`} />
    </Form>
  )
}

function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string
  value: string
  tone?: string
  testId?: string
}) {
  return (
    <HStack justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text
        fontWeight="semibold"
        color={tone}
        data-testid={testId}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
    </HStack>
  )
}
