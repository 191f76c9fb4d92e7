import { Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { attention, todayIso, type AttentionEntry } from '../../../sync'
import { useSyncStatus } from '../../components/sync-status'
import { recordDataAccess } from '../../lib/access-log'
import { notify } from '../../lib/toaster'
import { AttentionCard } from './attention-card'
import { download } from './summarize'

/** /sync-attention: the user's rejected changes with the server's reason; resend, discard, export. */
export function AttentionScreen() {
  const { t } = useLingui()
  const { running, attention: count } = useSyncStatus()
  const [entries, setEntries] = useState<AttentionEntry[] | null>(null)

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
    download(
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
    <Stack gap="4" data-testid="sync-attention">
      <Heading as="h1" size="lg">
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
  )
}
