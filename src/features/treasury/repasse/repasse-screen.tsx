import {
  Badge,
  Button,
  Heading,
  HStack,
  Input,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import {
  addMonths,
  mutate,
  periodOf,
  todayIso,
  type RepasseRecipient,
  type RepasseRegister,
} from '../../../../sync'
import { FilterSelect } from '../../../components/filter-select'
import { FormDialog, periodOptions } from '../../../components/form'
import {
  ListScreen,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { useMirrorRows } from '../../../components/mirror'
import { useCan } from '../../../components/session'
import { formatMoney, formatPeriod } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { formatPercent, parsePercent } from '../entries/entry-form-schema'
import { recipientLabel, recipientOptions } from '../shared/labels'
import { owedByChurch } from './owed'
import { RepasseForm, type RepasseFormValues } from './repasse-form'
import { errorText, useChurchChoice } from '../../../components/books'

type Dialog =
  | { mode: 'add'; initial: Partial<RepasseFormValues> }
  | { mode: 'edit'; register: RepasseRegister }
  | null

/** /repasse: what each church owes up the hierarchy for a period, the registers (generated expenses), paid vs owed. */
export function RepasseScreen() {
  const { t, i18n } = useLingui()
  const can = useCan('REPASSE')
  const church = useChurchChoice()
  const list = useListState()
  const registers = useMirrorRows('repasseRegisters')
  const tithes = useMirrorRows('tithes')
  const revenues = useMirrorRows('revenues')
  const receipts = useMirrorRows('revenueReceipts')
  const payments = useMirrorRows('expensePayments')
  const [period, setPeriod] = useState(() => periodOf(addMonths(todayIso(), -1)))
  const [percent, setPercent] = useState('10')
  const [recipient, setRecipient] = useState<RepasseRecipient>('field')
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const bp = parsePercent(percent)
  const validBp = bp !== null && !Number.isNaN(bp) && bp <= 10_000 ? bp : null
  const ready = [registers, tithes, revenues, receipts, payments].every((x) => x !== undefined)

  const input = {
    tithes: tithes ?? [],
    revenues: revenues ?? [],
    receipts: receipts ?? [],
    registers: registers ?? [],
    expensePayments: payments ?? [],
  }
  const owed = useMemo(
    () =>
      validBp === null
        ? []
        : owedByChurch({
            churchIds: church.churches.map((c) => c.id),
            period,
            bp: validBp,
            recipient,
            ...input,
          }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [church.churches, period, validBp, recipient, tithes, revenues, receipts, registers, payments],
  )
  const computed = ({
    churchId,
    period: p,
    bp: b,
  }: {
    churchId: string
    period: string
    bp: number
  }) =>
    owedByChurch({ churchIds: [churchId], period: p, bp: b, recipient, ...input })[0]?.owed ?? null

  const paidOf = (r: RepasseRegister) =>
    (payments ?? []).filter((p) => p.entryId === r.expenseId).reduce((s, p) => s + p.amount, 0)
  const rows = useMemo(
    () => [...(registers ?? [])].sort((a, b) => b.period.localeCompare(a.period)),
    [registers],
  )
  const filtered = rows.filter((r) =>
    matchesSearch(list.search, [
      r.period,
      formatPeriod(r.period),
      church.nameOf(r.churchId),
      recipientLabel(r.category),
    ]),
  )
  const columns: ListColumn<RepasseRegister>[] = [
    { id: 'period', header: t`Período`, cell: (r) => formatPeriod(r.period) },
    ...(church.churches.length > 1
      ? [
          {
            id: 'church',
            header: t`Igreja`,
            cell: (r: RepasseRegister) => church.nameOf(r.churchId),
          },
        ]
      : []),
    { id: 'category', header: t`Quem recebe`, cell: (r) => recipientLabel(r.category) },
    { id: 'percent', header: t`%`, numeric: true, cell: (r) => formatPercent(r.percentBp) },
    { id: 'budget', header: t`Orçado`, numeric: true, cell: (r) => formatMoney(r.budgetAmount) },
    { id: 'owed', header: t`Devido`, numeric: true, cell: (r) => formatMoney(r.expenseAmount) },
    { id: 'paid', header: t`Pago`, numeric: true, cell: (r) => formatMoney(paidOf(r)) },
    {
      id: 'status',
      header: t`Situação`,
      cell: (r) => {
        const paid = paidOf(r)
        return paid >= r.expenseAmount ? (
          <Badge colorPalette="green">{t`Pago`}</Badge>
        ) : paid > 0 ? (
          <Badge colorPalette="orange">{t`Parcial`}</Badge>
        ) : (
          <Badge>{t`Em aberto`}</Badge>
        )
      },
    },
  ]

  const save = async (values: RepasseFormValues) => {
    setBusy(true)
    try {
      if (dialog?.mode === 'edit') {
        const r = dialog.register
        const patch: Record<string, unknown> = {}
        if ((values.budgetAmount ?? 0) !== r.budgetAmount)
          patch.budgetAmount = values.budgetAmount ?? 0
        if (values.expenseAmount !== undefined && values.expenseAmount !== r.expenseAmount)
          patch.expenseAmount = values.expenseAmount
        if (values.notes !== r.notes) patch.notes = values.notes
        if (Object.keys(patch).length > 0)
          await mutate('repasseRegister.update', { id: r.id, patch })
      } else {
        await mutate('repasseRegister.create', {
          id: uuidv7(),
          churchId: values.churchId,
          period: values.period,
          // The form refused a blank percentage; NaN would fail the contract as null did.
          percentBp: parsePercent(values.percent) ?? Number.NaN,
          category: values.category,
          budgetAmount: values.budgetAmount ?? 0,
          expenseAmount: values.expenseAmount ?? null,
          notes: values.notes,
        })
      }
      notify.success(t`Repasse salvo.`)
      setDialog(null)
    } catch (error) {
      throw new Error(
        dialog?.mode === 'edit'
          ? t`Erro ao atualizar o repasse: ${errorText(error)}`
          : t`Erro ao criar o repasse: ${errorText(error)}`,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="8">
      <Stack gap="3" as="section" aria-label={t`Repasse do período`}>
        <Heading as="h1" size="xl">
          <Trans>Repasse</Trans>
        </Heading>
        <HStack gap="3" wrap="wrap" align="end">
          <Stack gap="1">
            <Text fontSize="sm">{t`Período`}</Text>
            <FilterSelect
              label={t`Período`}
              options={periodOptions(period, i18n.locale)}
              value={period}
              onChange={setPeriod}
            />
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm">{t`Percentual (%)`}</Text>
            <Input
              size="sm"
              w="24"
              inputMode="decimal"
              value={percent}
              onChange={(e) => setPercent(e.currentTarget.value)}
              aria-label={t`Percentual (%)`}
              aria-invalid={validBp === null || undefined}
            />
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm">{t`Quem recebe`}</Text>
            <FilterSelect
              label={t`Quem recebe`}
              options={recipientOptions()}
              value={recipient}
              onChange={setRecipient}
            />
          </Stack>
        </HStack>
        {validBp === null ? (
          <Text color="fg.error" role="alert">{t`O percentual deve estar entre 0 e 100.`}</Text>
        ) : !ready ? null : owed.length === 0 ? (
          <Text color="fg.muted">{t`Nenhum dado disponível.`}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} position="relative">
            <Table.Root size="sm" aria-label={t`Devido por igreja`} data-testid="repasse-owed">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Igreja`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Base`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Calculado`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Devido`}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t`Pago`}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>{t`Ações`}</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {owed.map((o) => (
                  <Table.Row key={o.churchId}>
                    <Table.Cell>{church.nameOf(o.churchId)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(o.base)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(o.owed)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {o.register ? formatMoney(o.register.expenseAmount) : '—'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {o.register ? formatMoney(o.paid) : '—'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {o.register ? (
                        <Badge colorPalette="green">{t`Gerado`}</Badge>
                      ) : can.add && o.owed > 0 ? (
                        <Button
                          size="xs"
                          colorPalette="brand"
                          onClick={() =>
                            setDialog({
                              mode: 'add',
                              initial: {
                                churchId: o.churchId,
                                period,
                                percent,
                                category: recipient,
                              },
                            })
                          }
                        >
                          <Trans>Gerar despesa</Trans>
                        </Button>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <ListScreen<RepasseRegister>
        title={t`Registros de repasse`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(r) => r.id}
        entity="repasseRegisters"
        getRowLabel={(r) => `${formatPeriod(r.period)} · ${recipientLabel(r.category)}`}
        status={ready ? 'ready' : 'loading'}
        can={{ add: can.add, edit: can.edit }}
        addLabel={t`Novo registro`}
        onAdd={() => setDialog({ mode: 'add', initial: { period, percent, category: recipient } })}
        onEdit={(register) => setDialog({ mode: 'edit', register })}
        emptyTitle={<Trans>Nenhum repasse gerado</Trans>}
      />
      <FormDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.mode === 'edit' ? t`Editar repasse` : t`Gerar repasse`}
        formId="repasse-form"
        submitLabel={dialog?.mode === 'edit' ? undefined : <Trans>Gerar despesa</Trans>}
        busy={busy}
      >
        {dialog ? (
          <RepasseForm
            id="repasse-form"
            register={dialog.mode === 'edit' ? dialog.register : undefined}
            initial={dialog.mode === 'add' ? dialog.initial : undefined}
            church={church}
            computed={computed}
            onSubmit={save}
          />
        ) : null}
      </FormDialog>
    </Stack>
  )
}
