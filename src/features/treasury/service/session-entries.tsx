import { Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { Tithe } from '../../../../sync'
import { AppIcon } from '../../../components/layout'
import { formatMoney } from '../../../lib/format'
import { methodLabel } from '../shared/labels'

export interface SessionEntriesProps {
  /** Newest first. */
  entries: readonly Tithe[]
  nameOf: (memberId: string | null) => string
  /** The entries still only on this phone (undefined: not known yet). */
  waiting: ReadonlySet<string> | undefined
  /** Absent once the service is closed. */
  onUndo?: () => void
}

/** The last entries of the session (newest first), each saying whether it was sent, with undo of the last one. */
export function SessionEntries({ entries, nameOf, waiting, onUndo }: SessionEntriesProps) {
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
        {onUndo ? (
          <Button variant="outline" size="sm" onClick={onUndo} data-testid="service-undo">
            <Trans>Desfazer o último</Trans>
          </Button>
        ) : null}
      </Flex>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm">
          <Table.Body>
            {entries.slice(0, 8).map((entry) => (
              <Table.Row key={entry.id} data-testid="service-entry">
                <Table.Cell whiteSpace="normal" overflowWrap="anywhere">
                  <Text>{nameOf(entry.memberId)}</Text>
                  {/* On a phone the method goes under the name: three columns cut the amount at 390 px. */}
                  <Text fontSize="sm" color="fg.muted" hideFrom="md">
                    {methodLabel(entry.paymentMethod)}
                  </Text>
                  <EntryState waiting={waiting?.has(entry.id)} />
                </Table.Cell>
                <Table.Cell hideBelow="md">{methodLabel(entry.paymentMethod)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium" whiteSpace="nowrap">
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

/** "Só neste aparelho" (a clock) or "Enviado" (a check): in words, not in colour only. */
function EntryState({ waiting }: { waiting: boolean | undefined }) {
  if (waiting === undefined) return null
  return (
    <HStack
      gap="1"
      fontSize="sm"
      color={waiting ? 'orange.fg' : 'green.fg'}
      data-testid="service-entry-state"
    >
      <AppIcon name={waiting ? 'clock' : 'check'} boxSize="3.5" flexShrink={0} />
      <Text>
        {waiting ? (
          <Trans>Só neste aparelho</Trans>
        ) : (
          <Trans context="a service entry: reached the server">Enviado</Trans>
        )}
      </Text>
    </HStack>
  )
}
