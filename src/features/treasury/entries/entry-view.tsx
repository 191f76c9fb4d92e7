import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { todayIso, type Attachment, type Instalment } from '../../../../sync'
import { DetailList } from '../../../components/detail-list'
import { formatDate, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { categoryLabel, methodLabel, originLabel, recurrenceLabel } from '../shared/labels'
import { AttachmentsPicker, queueFiles } from './attachments'
import { formatPercent } from './entry-form-schema'
import { entryCode, isRevenue, type EntryKindName } from './entry-kind'
import { EntryStatusBadge } from './entry-status-badge'
import type { EntryWithRealization } from './use-entries'
import { errorText, useEventChoice } from '../../../components/books'

/** One revenue/expense, read only: every field, its payment/receipt history and its files. */
export function EntryView({
  kind,
  entry,
  churchName,
  attachments,
  canEdit,
  onRealize,
}: {
  kind: EntryKindName
  entry: EntryWithRealization
  churchName: string
  attachments: readonly Attachment[]
  canEdit: boolean
  /** "Pagar"/"Receber" on an open instalment; absent without the permission. */
  onRealize?: (instalment: Instalment) => void
}) {
  const { t } = useLingui()
  const { row } = entry
  const event = useEventChoice().byId.get(row.eventId ?? '')
  const date = (value: string | null) => (value ? formatDate(value) : '—')
  const items: [string, string][] = [
    [t`Código`, entryCode(row) ?? t`pendente`],
    [t`Igreja`, churchName],
    isRevenue(row)
      ? [t`Origem`, originLabel(row.origin)]
      : [t`Categoria`, categoryLabel(row.category)],
    [t`Descrição`, row.description || '—'],
    [t`Evento ou campanha`, event?.name ?? '—'],
    [t`Valor`, formatMoney(row.amount)],
    [t`Vencimento`, date(row.dueDate)],
    [t`Emissão`, date(row.issueDate)],
    [t`Recorrência`, recurrenceLabel(row.recurrence)],
    [t`Fim`, date(row.endDate)],
    [t`Forma de pagamento`, row.paymentMethod ? methodLabel(row.paymentMethod) : '—'],
    [t`Número do documento`, row.documentNumber || '—'],
    [t`Código contábil`, row.accountingCode || '—'],
    ...(isRevenue(row)
      ? ([
          [t`Depósito`, date(row.depositDate)],
          [t`Recebimento`, date(row.receiptDate)],
          [t`Data de criação`, date(row.createdOn)],
        ] as [string, string][])
      : []),
    [
      t`Alerta`,
      [row.alertTime, row.alertDate ? formatDate(row.alertDate) : null]
        .filter(Boolean)
        .join(' · ') || '—',
    ],
    [
      t`Repasse`,
      row.withoutRepasse
        ? t`Sem repasse`
        : row.repassePercentBp !== null
          ? `${formatPercent(row.repassePercentBp)} %`
          : t`Percentual do registro`,
    ],
    [t`Previsto`, formatMoney(entry.expected)],
    [t`Realizado`, formatMoney(entry.realized)],
    [t`Observações`, row.notes || '—'],
  ]
  // Empty fields say nothing: the view shows what the entry has.
  const filled = items.filter(([, value]) => value !== '—' && value !== '')
  return (
    <Stack gap="6">
      <EntryStatusBadge status={entry.status} overdueSince={entry.overdueSince} />
      {onRealize ? <OpenInstalments kind={kind} entry={entry} onRealize={onRealize} /> : null}
      <DetailList items={filled} size="sm" />
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {kind === 'revenue' ? <Trans>Recebimentos</Trans> : <Trans>Pagamentos</Trans>}
        </Heading>
        <PaymentHistory payments={entry.payments} />
      </Stack>
      <AttachmentsPicker
        entryId={row.id}
        stored={attachments}
        readOnly={!canEdit}
        files={[]}
        onFilesChange={(files) =>
          void queueFiles(files, kind, row.id, attachments.length).catch((error: unknown) =>
            notify.error(errorText(error)),
          )
        }
      />
    </Stack>
  )
}

/** The instalments to pay or receive now: those already due and the next one. */
function OpenInstalments({
  kind,
  entry,
  onRealize,
}: {
  kind: EntryKindName
  entry: EntryWithRealization
  onRealize: (instalment: Instalment) => void
}) {
  const { t } = useLingui()
  const today = todayIso()
  const open = entry.instalments.filter((i) => i.status !== 'realized')
  const due = open.filter((i) => i.dueDate <= today)
  const next = open.find((i) => i.dueDate > today)
  const shown = next ? [...due, next] : due
  if (shown.length === 0) return null
  const of = entry.instalments.length
  return (
    <Stack gap="2" data-testid="open-instalments">
      {shown.map((instalment) => (
        <Flex key={instalment.dueDate} align="center" justify="space-between" gap="3" wrap="wrap">
          <Text fontSize="sm">
            {of > 1 ? `${instalment.number}/${of} · ` : ''}
            {t`vence em ${formatDate(instalment.dueDate)}`} ·{' '}
            <Text as="span" fontWeight="semibold">
              {formatMoney(instalment.remaining)}
            </Text>
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => onRealize(instalment)}
            aria-label={
              kind === 'revenue'
                ? t`Receber parcela ${instalment.number}`
                : t`Pagar parcela ${instalment.number}`
            }
          >
            {kind === 'revenue' ? <Trans>Receber</Trans> : <Trans>Pagar</Trans>}
          </Button>
        </Flex>
      ))}
    </Stack>
  )
}

/** The payments/receipts of an entry, oldest first. */
export function PaymentHistory({ payments }: { payments: EntryWithRealization['payments'] }) {
  const { t } = useLingui()
  if (payments.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>Nenhum registro ainda.</Trans>
      </Text>
    )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Histórico`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Data`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Parcela`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Histórico`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Valor`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>{formatDate(p.date)}</Table.Cell>
              <Table.Cell>{formatDate(p.instalmentDate)}</Table.Cell>
              <Table.Cell>{p.history}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(p.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
