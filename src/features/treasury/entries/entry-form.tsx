import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  CheckboxField,
  DateField,
  Form,
  FormAlert,
  MaskedField,
  maskTime,
  MoneyField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '../../../components/form'
import {
  categoryOptions,
  methodOptions,
  originOptions,
  recurrenceOptions,
  weekdayOptions,
} from '../shared/labels'
import { ENTRY_FORM_SCHEMAS, entryDefaults, type EntryFormValues } from './entry-form-schema'
import type { EntryKindName, EntryRow } from './entry-kind'
import { type ChurchChoice, ChurchField, EventField } from '../../../components/books'

export interface EntryFormProps {
  id: string
  kind: EntryKindName
  row?: EntryRow
  church: ChurchChoice
  onSubmit: (values: EntryFormValues) => Promise<void>
  /** The attachments part (files picked with the entry). */
  attachments?: ReactNode
}

/** Every field of a revenue or an expense (spec §3), grouped as a treasurer reads a document. */
export function EntryForm({ id, kind, row, church, onSubmit, attachments }: EntryFormProps) {
  const { t, i18n } = useLingui()
  const form = useZodForm(ENTRY_FORM_SCHEMAS[kind], {
    defaultValues: entryDefaults(row, church.fixedChurchId),
  })
  const recurrence = form.watch('recurrence')
  const withoutRepasse = form.watch('withoutRepasse')
  const paidNow = form.watch('paidNow')
  const revenue = kind === 'revenue'
  const churchId = form.watch('churchId')
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      id={id}
      aria-label={kind === 'revenue' ? t`Receita` : t`Despesa`}
    >
      <FormAlert />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ChurchField church={church} locked={Boolean(row)} />
        {kind === 'revenue' ? (
          <SelectField
            name="origin"
            label={t`Origem`}
            placeholder={t`Selecione`}
            options={originOptions()}
            required
          />
        ) : (
          <SelectField
            name="category"
            label={t`Categoria`}
            placeholder={t`Selecione`}
            options={categoryOptions()}
            required
          />
        )}
        <TextField name="description" label={t`Descrição`} />
        <MoneyField
          name="amount"
          label={t`Valor`}
          helper={t`Por parcela, se recorrente.`}
          required
        />
        <SelectField
          name="paymentMethod"
          label={t`Forma de pagamento`}
          placeholder="—"
          options={methodOptions()}
        />
        <DateField name="dueDate" label={t`Vencimento`} required />
        <DateField name="issueDate" label={t`Emissão`} required />
        <SelectField name="recurrence" label={t`Recorrência`} options={recurrenceOptions()} />
        {recurrence !== 'unico' ? (
          <DateField
            name="endDate"
            label={t`Fim da recorrência`}
            helper={t`Em branco: repete até ser cancelada (aluguel, luz).`}
          />
        ) : null}
        {row ? null : (
          <CheckboxField name="paidNow" label={revenue ? t`Já recebido` : t`Já pago`} />
        )}
        {!row && paidNow ? (
          <DateField
            name="paidOn"
            label={revenue ? t`Recebido em` : t`Pago em`}
            helper={
              revenue
                ? t`A primeira parcela fica recebida, pela forma escolhida (dinheiro se nenhuma).`
                : t`A primeira parcela fica paga, pela forma escolhida (dinheiro se nenhuma).`
            }
            required
          />
        ) : null}
        <EventField churchId={churchId} linkedId={row?.eventId} />
        <TextField name="documentNumber" label={t`Número do documento`} />
        <TextField name="accountingCode" label={t`Código contábil`} />
      </SimpleGrid>
      {kind === 'revenue' ? (
        <Section legend={t`Datas da receita`}>
          <DateField name="depositDate" label={t`Depósito`} />
          <DateField name="receiptDate" label={t`Recebimento`} />
          <DateField name="createdOn" label={t`Data de criação`} />
        </Section>
      ) : null}
      <Section legend={t`Alerta`}>
        <MaskedField
          name="alertTime"
          label={t`Hora`}
          mask={maskTime}
          placeholder={t`hh:mm`}
          inputMode="numeric"
        />
        <SelectField
          name="alertWeekday"
          label={t`Dia da semana`}
          placeholder="—"
          options={weekdayOptions(i18n.locale)}
        />
        <DateField name="alertDate" label={t`Data`} />
      </Section>
      {/* Repasse is a share of what a church receives (docs/treasury.md): revenues only. */}
      {revenue ? (
        <Section legend={t`Repasse`}>
          <Text gridColumn="1 / -1" fontSize="sm" color="fg.muted" data-testid="repasse-what">
            {t`Repasse é a parte desta receita que a igreja envia ao setor, ao campo ou à convenção.`}
          </Text>
          <CheckboxField name="withoutRepasse" label={t`Sem repasse`} />
          {withoutRepasse ? null : (
            <TextField
              name="repassePercent"
              label={t`Percentual de repasse (%)`}
              helper={t`Vazio: o percentual do registro de repasse.`}
              inputMode="decimal"
            />
          )}
        </Section>
      ) : null}
      {attachments}
      <TextareaField name="notes" label={t`Histórico / observações`} />
    </Form>
  )
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderTopWidth="1px" pt="3">
      <Text as="legend" fontWeight="semibold" px="1">
        {legend}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mt="2">
        {children}
      </SimpleGrid>
    </Box>
  )
}
