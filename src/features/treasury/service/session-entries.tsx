import { Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { Tithe } from '../../../../sync'
import { formatMoney } from '../../../lib/format'
import { methodLabel } from '../shared/labels'

export interface SessionEntriesProps {
  /** Newest first. */
  entries: readonly Tithe[]
  nameOf: (memberId: string | null) => string
  onUndo: () => void
}

/** The last entries of the session (newest first), with undo of the last one. */
export function SessionEntries({ entries, nameOf, onUndo }: SessionEntriesProps) {
  if (entries.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>Nenhum lançamento neste culto ainda.</Trans>
      </Text>
    )
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="md">
          <Trans>Últimos lançamentos</Trans>
        </Heading>
        <Button variant="outline" size="sm" onClick={onUndo} data-testid="service-undo">
          <Trans>Desfazer o último</Trans>
        </Button>
      </Flex>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm">
          <Table.Body>
            {entries.slice(0, 8).map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>{nameOf(entry.memberId)}</Table.Cell>
                <Table.Cell>{methodLabel(entry.paymentMethod)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium">
                  {formatMoney(entry.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}
