import { Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../../lib/format'
import type { EntryKindName } from './entry-kind'

/**
 * A difference that needs attention, in red: revenue collected below its budget, or an expense
 * spent above it (spending less than budgeted is good news, not an alarm).
 */
export function isShortfall(kind: EntryKindName, realized: number, budgeted: number): boolean {
  return kind === 'revenue' ? realized < budgeted : realized > budgeted
}

/** Budgeted vs realized per month of the year; a click picks the month. */
export function MonthTable({
  kind,
  rows,
  selected,
  onSelect,
}: {
  kind: EntryKindName
  rows: readonly { period: string; budgeted: number; realized: number }[]
  selected: string | null
  onSelect: (period: string) => void
}) {
  const { t, i18n } = useLingui()
  const name = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' })
  const total = rows.reduce(
    (sum, r) => ({ budgeted: sum.budgeted + r.budgeted, realized: sum.realized + r.realized }),
    { budgeted: 0, realized: 0 },
  )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} position="relative">
      <Table.Root
        size="sm"
        interactive
        aria-label={t`Orçado x realizado por mês`}
        data-testid="month-table"
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Mês`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Orçado`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Realizado`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Diferença`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => {
            const [y, m] = r.period.split('-').map(Number) as [number, number]
            return (
              <Table.Row
                key={r.period}
                onClick={() => onSelect(r.period)}
                cursor="pointer"
                bg={selected === r.period ? 'bg.emphasized' : undefined}
                data-period={r.period}
              >
                <Table.Cell>{name.format(new Date(Date.UTC(y, m - 1, 1)))}</Table.Cell>
                <Figures kind={kind} {...r} />
              </Table.Row>
            )
          })}
          <Table.Row fontWeight="semibold">
            <Table.Cell>{t`Total`}</Table.Cell>
            <Figures kind={kind} {...total} />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** A month's (or the year's) budgeted, realized and difference cells; the difference in red when it needs attention. */
function Figures({
  kind,
  budgeted,
  realized,
}: {
  kind: EntryKindName
  budgeted: number
  realized: number
}) {
  return (
    <>
      <Table.Cell textAlign="end">{formatMoney(budgeted)}</Table.Cell>
      <Table.Cell textAlign="end">{formatMoney(realized)}</Table.Cell>
      <Table.Cell
        textAlign="end"
        color={isShortfall(kind, realized, budgeted) ? 'fg.error' : undefined}
      >
        {formatMoney(realized - budgeted)}
      </Table.Cell>
    </>
  )
}
