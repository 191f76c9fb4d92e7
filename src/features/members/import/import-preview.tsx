import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMediaQuery } from '../../../components/layout/use-media-query'
import { CARDS_QUERY } from '../../../components/list-screen/list-screen'
import { maskCpfForList } from '../cpf-mask'
import { rowReasons } from './import-messages'
import type { ImportRow } from './validate'

/** A row's CPF as the preview shows it: masked when valid (LGPD), as typed when it is wrong (to be fixed). */
export function previewCpf(row: ImportRow): string {
  const text = row.cells.cpf ?? ''
  return row.errors.some((e) => e.code === 'invalid_cpf') ? text : maskCpfForList(text)
}

/** The rows of the file with their errors (rows with errors first, then the first valid ones). */
export function ImportPreviewTable({
  rows,
  validShown = 20,
}: {
  rows: readonly ImportRow[]
  validShown?: number
}) {
  const { i18n } = useLingui()
  // On a phone, one block per row: its reasons on their own lines, never cut (issue 51).
  const narrow = useMediaQuery(CARDS_QUERY)
  const shown = [
    ...rows.filter((r) => r.errors.length > 0),
    ...rows.filter((r) => r.errors.length === 0).slice(0, validShown),
  ]
  const name = (row: ImportRow) => [row.cells.name, row.cells.surname].filter(Boolean).join(' ')
  const result = (row: ImportRow) =>
    row.errors.length === 0 ? (
      <Badge colorPalette="green">
        <Trans>OK</Trans>
      </Badge>
    ) : (
      rowReasons(row, i18n.locale).map((reason, i) => (
        <Text key={i} fontSize="sm" color="fg.error" whiteSpace="normal" overflowWrap="anywhere">
          {reason}
        </Text>
      ))
    )

  if (narrow)
    return (
      <Box
        as="ul"
        listStyleType="none"
        borderWidth="1px"
        rounded="md"
        bg="bg"
        maxH="28rem"
        overflowY="auto"
        data-testid="import-preview"
      >
        {shown.map((row) => (
          <Stack
            as="li"
            key={row.line}
            gap="1"
            px="3"
            py="2"
            borderBottomWidth="1px"
            data-invalid={row.errors.length > 0 ? '' : undefined}
          >
            <HStack justify="space-between" gap="2" fontSize="sm">
              <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
                <Trans>Linha {row.line}</Trans>
                {name(row) ? ` · ${name(row)}` : ''}
              </Text>
              <Text color="fg.muted" whiteSpace="nowrap">
                {previewCpf(row)}
              </Text>
            </HStack>
            <Box>{result(row)}</Box>
          </Stack>
        ))}
      </Box>
    )

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
              <Table.Cell>{name(row)}</Table.Cell>
              <Table.Cell>{result(row)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{previewCpf(row)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
