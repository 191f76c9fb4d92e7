import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { AttentionEntry } from '../../../sync'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { contractMessage } from '../../components/form'
import { formatDateTime } from '../../lib/format'
import { describeMutation, type NameBook } from './mutation-summary'
import { parseArgs } from './summarize'

interface AttentionCardProps {
  entry: AttentionEntry
  /** The mirror's names for the summary; undefined while they load. */
  book: NameBook | undefined
  onResend: (args: unknown) => Promise<void>
  onDiscard: () => Promise<void>
}

/** One rejected change: what, when, why; edit + resend, discard (confirmed). */
export function AttentionCard({ entry, book, onResend, onDiscard }: AttentionCardProps) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(() => JSON.stringify(entry.args, null, 2))
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // The plan's member limit is said in the device's language (the server's text follows the sender's).
  const reason =
    entry.reason.code === 'member_limit_reached'
      ? contractMessage(entry.reason.code)
      : entry.reason.message

  const resend = async () => {
    let args: unknown = entry.args
    if (editing) {
      const parsed = parseArgs(text)
      setInvalid(!parsed.ok)
      if (!parsed.ok) return
      args = parsed.value
    }
    setBusy(true)
    try {
      await onResend(args)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p="4"
      data-testid="attention-entry"
      data-mutation-id={entry.mutationId}
    >
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold" data-testid="attention-summary">
            {describeMutation(entry.name, entry.args, book)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(entry.createdAt)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="red.600" data-testid="attention-reason">
          <Trans>Motivo: {reason}</Trans>
        </Text>
        {editing ? (
          <Field.Root invalid={invalid}>
            <Field.Label>
              <Trans>Dados (JSON)</Trans>
            </Field.Label>
            <Textarea
              fontFamily="mono"
              fontSize="sm"
              rows={8}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setInvalid(false)
              }}
              data-testid="attention-json"
            />
            <Field.ErrorText>
              <Trans>JSON inválido.</Trans>
            </Field.ErrorText>
          </Field.Root>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {editing ? null : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              data-testid="attention-edit"
            >
              <Trans>Editar</Trans>
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy}
            onClick={() => void resend().catch(() => undefined)}
            data-testid="attention-resend"
          >
            <Trans>Reenviar</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
            data-testid="attention-discard"
          >
            <Trans>Descartar</Trans>
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={<Trans>Descartar esta alteração?</Trans>}
        description={<Trans>Ela não será enviada ao servidor e não poderá ser recuperada.</Trans>}
        confirmLabel={<Trans>Descartar</Trans>}
        onConfirm={onDiscard}
      />
    </Box>
  )
}
