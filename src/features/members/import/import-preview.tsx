import { Badge, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { displayCpf } from '../member-display'
import { columnLabel, importErrorMessage } from './import-messages'
import type { ImportRow } from './validate'

/** The rows of the file with their errors (rows with errors first, then the first valid ones). */
export function ImportPreviewTable({
  rows,
  validShown = 20,
}: {
  rows: readonly ImportRow[]
  validShown?: number
}) {
  const { i18n } = useLingui()
  const shown = [
    ...rows.filter((r) => r.errors.length > 0),
    ...rows.filter((r) => r.errors.length === 0).slice(0, validShown),
  ]
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxH="28rem">
      <Table.Root size="sm" stickyHeader data-testid="import-preview">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Linha</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Nome</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Resultado</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>CPF</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((row) => (
            <Table.Row key={row.line} data-invalid={row.errors.length > 0 ? '' : undefined}>
              <Table.Cell>{row.line}</Table.Cell>
              <Table.Cell>
                {[row.cells.name, row.cells.surname].filter(Boolean).join(' ')}
              </Table.Cell>
              <Table.Cell>
                {row.errors.length === 0 ? (
                  <Badge colorPalette="green">
                    <Trans>OK</Trans>
                  </Badge>
                ) : (
                  row.errors.map((error, i) => (
                    <Text key={i} fontSize="sm" color="fg.error">
                      {error.column ? `${columnLabel(error.column, i18n.locale)}: ` : ''}
                      {importErrorMessage(error.code)}
                    </Text>
                  ))
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {displayCpf(row.cells.cpf?.replace(/\D/g, '')) || row.cells.cpf}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
