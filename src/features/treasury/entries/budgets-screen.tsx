import { Button, Heading, HStack, NativeSelect, Stack, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import {
  budgetVsRealizedByMonth,
  todayIso,
  overdueSince,
  passesStatus,
  type StatusFilter,
} from '../../../../sync'
import {
  ListScreen,
  matchesSearch,
  useListState,
  type ListColumn,
} from '../../../components/list-screen'
import { useCan } from '../../../components/session'
import { formatDate, formatMoney } from '../../../lib/format'
import { categoryLabel, originLabel } from '../shared/labels'
import { ENTRY_KINDS, entryCode, isRevenue, type EntryKindName } from './entry-kind'
import { EntryStatusBadge } from './entry-status-badge'
import { instalmentPosition, instalmentsIn, type InstalmentRow } from './instalment-rows'
import { MonthTable } from './month-table'
import { RealizeDialog } from './realize-dialog'
import { StatusFilterSelect } from './status-filter-select'
import { useEntries } from './use-entries'
import { YearSelect } from '../../../components/year-select'

/** The budgets view of revenues or expenses: instalments, budgeted vs realized per month, realization. */
export function BudgetsScreen({
  kind,
  initialFilter = 'all',
}: {
  kind: EntryKindName
  initialFilter?: StatusFilter
}) {
  const { t, i18n } = useLingui()
  const config = ENTRY_KINDS[kind]
  const can = useCan(config.permission)
  const data = useEntries(config)
  const list = useListState()
  const today = todayIso()
  const [year, setYear] = useState(Number(today.slice(0, 4)))
  const [month, setMonth] = useState(today.slice(5, 7))
  const [realizing, setRealizing] = useState<InstalmentRow | null>(null)
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(initialFilter)
  const period = month ? `${year}-${month}` : String(year)
  const pending = t`pendente`

  const byMonth = useMemo(
    () =>
      budgetVsRealizedByMonth(
        year,
        data.entries.map((e) => e.row),
        data.entries.flatMap((e) => e.payments),
      ),
    [data.entries, year],
  )
  const instalments = useMemo(() => instalmentsIn(data.entries, period), [data.entries, period])
  const what = (i: InstalmentRow) =>
    isRevenue(i.entry) ? originLabel(i.entry.origin) : categoryLabel(i.entry.category)
  const lateSince = (i: InstalmentRow) => overdueSince([i], today)
  const filtered = instalments.filter(
    (i) =>
      passesStatus(statusFilter, i.status, lateSince(i)) &&
      matchesSearch(list.search, [entryCode(i.entry) ?? pending, what(i), i.entry.description]),
  )
  const years = useMemo(() => {
    const set = new Set([
      year,
      Number(today.slice(0, 4)),
      ...data.entries.map((e) => Number(e.row.dueDate.slice(0, 4))),
    ])
    return [...set].sort((a, b) => b - a)
  }, [data.entries, year, today])
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' })
  const realizeLabel = kind === 'revenue' ? t`Registrar recebimento` : t`Registrar pagamento`

  const columns: ListColumn<InstalmentRow>[] = [
    { id: 'code', header: t`Código`, cell: (i) => entryCode(i.entry) ?? pending },
    {
      id: 'what',
      header: kind === 'revenue' ? t`Origem` : t`Categoria`,
      cell: (i) => [what(i), i.entry.description].filter(Boolean).join(' · '),
    },
    { id: 'n', header: t`Parcela`, cell: (i) => instalmentPosition(i) },
    { id: 'due', header: t`Vencimento`, cell: (i) => formatDate(i.dueDate) },
    { id: 'expected', header: t`Previsto`, numeric: true, cell: (i) => formatMoney(i.expected) },
    { id: 'paid', header: t`Realizado`, numeric: true, cell: (i) => formatMoney(i.paid) },
    {
      id: 'status',
      header: t`Situação`,
      cell: (i) => <EntryStatusBadge status={i.status} overdueSince={lateSince(i)} />,
    },
    ...(can.edit
      ? [
          {
            id: 'realize',
            header: <VisuallyHidden>{kind === 'revenue' ? t`Receber` : t`Pagar`}</VisuallyHidden>,
            // A realised instalment has nothing left to pay or receive.
            cell: (i: InstalmentRow) =>
              i.status === 'realized' ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setRealizing(i)}
                  aria-label={`${realizeLabel} ${instalmentPosition(i)}`}
                >
                  {kind === 'revenue' ? <Trans>Receber</Trans> : <Trans>Pagar</Trans>}
                </Button>
              ),
          },
        ]
      : []),
  ]

  const entryPayments = realizing
    ? (data.entries.find((e) => e.row.id === realizing.entry.id)?.payments ?? [])
    : []
  return (
    <Stack gap="6">
      <HStack gap="2" wrap="wrap">
        <Button asChild variant="ghost" size="sm">
          <Link to={config.listPath}>
            ← {kind === 'revenue' ? <Trans>Receitas</Trans> : <Trans>Despesas</Trans>}
          </Link>
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Heading as="h2" size="lg">
          {kind === 'revenue' ? (
            <Trans>Orçado x realizado (receitas)</Trans>
          ) : (
            <Trans>Orçado x realizado (despesas)</Trans>
          )}
        </Heading>
        <HStack gap="2">
          <YearSelect label={t`Ano`} years={years} value={year} onChange={setYear} />
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t`Mês`}
              value={month}
              onChange={(e) => setMonth(e.currentTarget.value)}
            >
              <option value="">{t`Ano inteiro`}</option>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i} value={String(i + 1).padStart(2, '0')}>
                  {monthName.format(new Date(Date.UTC(2026, i, 1)))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <MonthTable
        kind={kind}
        rows={byMonth}
        selected={month ? `${year}-${month}` : null}
        onSelect={(p) => setMonth(p.slice(5, 7))}
      />
      <ListScreen<InstalmentRow>
        title={kind === 'revenue' ? t`Parcelas das receitas` : t`Parcelas das despesas`}
        columns={columns}
        {...list.paged(filtered)}
        getRowId={(i) => i.key}
        getRowLabel={(i) => `${entryCode(i.entry) ?? pending} ${instalmentPosition(i)}`}
        status={data.ready ? 'ready' : 'loading'}
        can={{}}
        emptyTitle={<Trans>Nenhuma parcela neste período</Trans>}
        actions={<StatusFilterSelect value={statusFilter} onChange={setStatusFilter} />}
      />
      <RealizeDialog
        kind={kind}
        instalment={realizing}
        entryPayments={entryPayments}
        onClose={() => setRealizing(null)}
      />
    </Stack>
  )
}
