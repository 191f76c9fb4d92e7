import { Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '../../lib/format'

/**
 * A campaign's money by month or by church: what was collected and what was paid, each column
 * only for who may read it (`shown`, from eventFiguresShown).
 */
export function FiguresTable({
  label,
  first,
  rows,
  shown,
}: {
  label: string
  /** The first column's header ("Mês", "Igreja"). */
  first: string
  rows: readonly { key: string; name: string; collected: number; spent: number }[]
  shown: { collected: boolean; spent: boolean }
}) {
  const { t } = useLingui()
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{first}</Table.ColumnHeader>
          {shown.collected ? (
            <Table.ColumnHeader textAlign="end">{t`Arrecadado`}</Table.ColumnHeader>
          ) : null}
          {shown.spent ? (
            <Table.ColumnHeader textAlign="end">{t`Despesas pagas`}</Table.ColumnHeader>
          ) : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell>{row.name}</Table.Cell>
            {shown.collected ? (
              <Table.Cell textAlign="end">{formatMoney(row.collected)}</Table.Cell>
            ) : null}
            {shown.spent ? <Table.Cell textAlign="end">{formatMoney(row.spent)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
