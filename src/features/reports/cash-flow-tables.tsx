import { Heading, Stack, Table } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { CashFlow } from '../../../sync'
import { formatMoney, formatPeriod } from '../../lib/format'
import { sourceLabel } from './labels'

/** One titled table of the cash flow (the screen shows what the PDF prints). */
function FlowTable({
  title,
  headers,
  rows,
  total,
}: {
  title: string
  headers: readonly string[]
  rows: readonly (readonly string[])[]
  total?: readonly string[]
}) {
  const align = (i: number) => (i === 0 ? 'start' : 'end')
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0} position="relative">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {headers.map((h, i) => (
                <Table.ColumnHeader key={h} textAlign={align(i)}>
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row[0]}>
                {row.map((cell, i) => (
                  <Table.Cell key={i} textAlign={align(i)} fontVariantNumeric="tabular-nums">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {total ? (
              <Table.Row fontWeight="semibold">
                {total.map((cell, i) => (
                  <Table.Cell key={i} textAlign={align(i)} fontVariantNumeric="tabular-nums">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}

/** The cash flow's months, sources and foreseen vs realised, as tables. */
export function CashFlowTables({ flow }: { flow: CashFlow }) {
  const { t } = useLingui()
  const m = formatMoney
  return (
    <Stack gap="6">
      <FlowTable
        title={t`Por mês`}
        headers={[t`Mês`, t`Entradas`, t`Saídas`, t`Saldo`]}
        rows={flow.months.map((x) => [
          formatPeriod(x.period),
          m(x.inflow),
          m(x.outflow),
          m(x.balance),
        ])}
        total={[t`Total`, m(flow.inflow), m(flow.outflow), m(flow.closing)]}
      />
      <FlowTable
        title={t`Entradas por origem`}
        headers={[t`Origem`, t`Valor`]}
        rows={flow.inflowBySource.map((s) => [sourceLabel(s.source), m(s.amount)])}
        total={[t`Total`, m(flow.inflow)]}
      />
      <FlowTable
        title={t`Saídas por categoria`}
        headers={[t`Categoria`, t`Valor`]}
        rows={flow.outflowBySource.map((s) => [sourceLabel(s.source), m(s.amount)])}
        total={[t`Total`, m(flow.outflow)]}
      />
      <FlowTable
        title={t`Previsto x realizado`}
        headers={[t`Mês`, t`Receitas previstas`, t`Recebidas`, t`Despesas previstas`, t`Pagas`]}
        rows={flow.months.map((x) => [
          formatPeriod(x.period),
          m(x.budgetedIn),
          m(x.realizedIn),
          m(x.budgetedOut),
          m(x.realizedOut),
        ])}
      />
    </Stack>
  )
}
