import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react'
import { Fragment } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CashFlow } from '../../../sync'
import { formatMoney, formatPeriod } from '../../lib/format'
import { inflowRows } from './inflow-rows'
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
  // A table of more than two columns does not fit a phone (390 px cut its last column): there
  // each row is a card of label: value lines, and the table shows from md up.
  const cards = headers.length > 2
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {cards ? <FlowCards headers={headers} rows={rows} total={total} /> : null}
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        bg="bg"
        tabIndex={0}
        position="relative"
        hideBelow={cards ? 'md' : undefined}
      >
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

/** A phone's form of a wide table: one card a row, its first cell as the title. */
function FlowCards({
  headers,
  rows,
  total,
}: {
  headers: readonly string[]
  rows: readonly (readonly string[])[]
  total?: readonly string[]
}) {
  const all = total ? [...rows, total] : rows
  return (
    <Stack gap="2" hideFrom="md" data-testid="flow-cards">
      {all.map((row, r) => (
        <Box
          key={r}
          borderWidth="1px"
          rounded="md"
          bg="bg"
          p="3"
          fontWeight={total && r === rows.length ? 'semibold' : undefined}
        >
          <Text fontWeight="semibold">{row[0]}</Text>
          <SimpleGrid as="dl" columns={2} columnGap="3" rowGap="1" fontSize="sm">
            {row.slice(1).map((cell, i) => (
              <Fragment key={i}>
                <Text as="dt" color="fg.muted">
                  {headers[i + 1]}
                </Text>
                <Text as="dd" textAlign="end" fontVariantNumeric="tabular-nums">
                  {cell}
                </Text>
              </Fragment>
            ))}
          </SimpleGrid>
        </Box>
      ))}
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
        rows={inflowRows(flow.inflowBySource).map((row) => [row.label, m(row.amount)])}
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
