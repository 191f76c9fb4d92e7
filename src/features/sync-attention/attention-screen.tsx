import { Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { attention, todayIso, type AttentionEntry } from '../../../sync'
import { usePendingWrites } from '../../components/mirror'
import { InitialSync, useSyncStatusField } from '../../components/sync-status'
import { recordDataAccess } from '../../lib/access-log'
import { notify } from '../../lib/toaster'
import { AttentionCard } from './attention-card'
import { PendingList } from './pending-list'
import { useNameBook } from './use-name-book'
import { downloadFile } from '../../lib/download'

/**
 * /sync-attention, what the sync status opens: the changes waiting to be sent, then those the
 * server refused with its reason (resend, discard, export), each list on its own.
 */
export function AttentionScreen() {
  const { t } = useLingui()
  const running = useSyncStatusField('running')
  const count = useSyncStatusField('attention')
  const initialSync = useSyncStatusField('initialSync')
  const [entries, setEntries] = useState<AttentionEntry[] | null>(null)
  const pending = usePendingWrites()
  // Names instead of ids in both lists: the members, churches and rows they change, from the mirror.
  const book = useNameBook(
    useMemo(() => [...(pending ?? []), ...(entries ?? [])], [pending, entries]),
  )

  const reload = useCallback(async () => {
    setEntries(running ? await attention.list() : [])
  }, [running])

  useEffect(() => {
    reload().catch((error: unknown) => {
      console.error('Attention list failed', error)
      setEntries([])
    })
  }, [reload, count])

  const exportAs = async (format: 'json' | 'csv') => {
    const text = await attention.export(format)
    const stamp = todayIso()
    downloadFile(
      `celeiro-atencao-${stamp}.${format}`,
      text,
      format === 'json' ? 'application/json' : 'text/csv;charset=utf-8',
    )
    // LGPD: the rejected changes may hold member data; the access log learns of the export.
    await recordDataAccess({ kind: 'attention_export', format })
  }
  const failed = (error: unknown) => {
    console.error(error)
    notify.error(t`Não foi possível concluir a ação.`)
  }

  return (
    <Stack gap="8" data-testid="sync-attention">
      <Heading as="h1" size="lg">
        <Trans>Sincronização deste aparelho</Trans>
      </Heading>
      {/* On a phone this screen is where the status dot leads: the initial sync shows here too. */}
      {initialSync ? <InitialSync progress={initialSync} /> : null}
      {pending ? <PendingList writes={pending} book={book} /> : null}
      <Stack gap="4" as="section" aria-labelledby="attention-heading">
        <Heading as="h2" size="md" id="attention-heading">
          <Trans>Alterações que precisam de atenção</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            O servidor recusou estas alterações. Corrija e reenvie, ou descarte de propósito.
          </Trans>
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={!entries?.length}
            onClick={() => void exportAs('json').catch(failed)}
            data-testid="attention-export-json"
          >
            <Trans>Exportar JSON</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!entries?.length}
            onClick={() => void exportAs('csv').catch(failed)}
            data-testid="attention-export-csv"
          >
            <Trans>Exportar CSV</Trans>
          </Button>
        </HStack>
        {entries === null ? (
          <Spinner aria-label={t`Carregando...`} />
        ) : entries.length === 0 ? (
          <Text data-testid="attention-empty">
            <Trans>Nenhuma alteração precisa de atenção.</Trans>
          </Text>
        ) : (
          <Stack gap="3" as="ul" listStyleType="none">
            {entries.map((entry) => (
              <AttentionCard
                key={entry.mutationId}
                entry={entry}
                book={book}
                onResend={async (args) => {
                  try {
                    await attention.resend(entry.mutationId, args)
                    notify.success(t`Alteração reenviada.`)
                    await reload()
                  } catch (error) {
                    failed(error)
                  }
                }}
                onDiscard={async () => {
                  try {
                    await attention.discard(entry.mutationId)
                    await reload()
                  } catch (error) {
                    failed(error)
                  }
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}
