import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { PendingWrite } from '../../../sync'
import { formatDateTime } from '../../lib/format'
import { describeMutation, type NameBook } from './mutation-summary'

/** At most this many waiting changes are listed; the rest is a count. */
const SHOWN = 50

/** The changes saved on this device and not yet sent, oldest first (they go in this order). */
export function PendingList({
  writes,
  book,
}: {
  writes: readonly PendingWrite[]
  book: NameBook | undefined
}) {
  return (
    <Stack gap="3" as="section" aria-labelledby="pending-heading" data-testid="pending-writes">
      <Heading as="h2" size="md" id="pending-heading">
        <Trans>Aguardando envio</Trans>
      </Heading>
      {writes.length === 0 ? (
        <Text data-testid="pending-empty">
          <Trans>
            Nada aguardando envio: tudo o que foi salvo neste aparelho chegou ao servidor.
          </Trans>
        </Text>
      ) : (
        <>
          <Text color="fg.muted">
            <Plural
              value={writes.length}
              one="# alteração salva neste aparelho será enviada quando houver conexão."
              other="# alterações salvas neste aparelho serão enviadas quando houver conexão."
            />
          </Text>
          <Stack gap="2" as="ul" listStyleType="none">
            {writes.slice(0, SHOWN).map((write) => (
              <Box
                as="li"
                key={write.mutationId}
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                data-testid="pending-write"
              >
                <Text fontWeight="semibold" fontSize="sm" data-testid="pending-summary">
                  {describeMutation(write.name, write.args, book)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(write.createdAt)}
                </Text>
              </Box>
            ))}
          </Stack>
          {writes.length > SHOWN ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>e mais {writes.length - SHOWN}</Trans>
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  )
}
