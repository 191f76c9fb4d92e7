import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import { HttpError, historyEntrySchema, request, type HistoryEntry } from '../../../../sync'
import { useSyncStatus } from '../../../components/sync-status'
import { formatDateTime } from '../../../lib/format'
import { DetailSection } from './member-details'

const answerSchema = z.union([
  z.array(historyEntrySchema),
  z.object({ entries: z.array(historyEntrySchema) }).transform((a) => a.entries),
])

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'error' }
  | { kind: 'ready'; entries: HistoryEntry[] }

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The record's change history from the server (who, when, which fields, old -> new): needs a connection. */
export function ChangeHistory({ memberId }: { memberId: string }) {
  const { t } = useLingui()
  const { online } = useSyncStatus()
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(async () => {
    if (!online) return setState({ kind: 'offline' })
    setState({ kind: 'loading' })
    try {
      const entries = await request('GET', `/sync/v1/history/members/${memberId}`, {
        schema: answerSchema,
      })
      setState({ kind: 'ready', entries: [...entries].sort((a, b) => b.at.localeCompare(a.at)) })
    } catch (error) {
      setState(
        error instanceof HttpError && error.isNetwork ? { kind: 'offline' } : { kind: 'error' },
      )
    }
  }, [memberId, online])

  useEffect(() => {
    void load()
  }, [load])

  let body
  if (state.kind === 'loading') body = <Spinner size="sm" />
  else if (state.kind === 'offline')
    body = (
      <Text color="fg.muted">
        <Trans>O histórico de alterações precisa de conexão com a internet.</Trans>
      </Text>
    )
  else if (state.kind === 'error')
    body = (
      <Stack align="start">
        <Text color="fg.error">
          <Trans>Não foi possível carregar o histórico.</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={() => void load()}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </Stack>
    )
  else if (state.entries.length === 0)
    body = (
      <Text color="fg.muted">
        <Trans>Nenhuma alteração registrada no servidor.</Trans>
      </Text>
    )
  else
    body = (
      <Stack gap="3" data-testid="change-history">
        {state.entries.map((entry) => (
          <Stack
            key={entry.id}
            gap="1"
            borderLeftWidth="3px"
            borderColor="border.emphasized"
            pl="3"
          >
            <Text fontSize="sm" fontWeight="medium">
              {formatDateTime(entry.at)} · {entry.userName ?? t`Usuário removido`} · {entry.action}
            </Text>
            {Object.entries(entry.changes).map(([field, change]) => (
              <Text key={field} fontSize="sm" wordBreak="break-word">
                <Text as="span" fontFamily="mono">
                  {field}
                </Text>
                : {show(change.old)} → {show(change.new)}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    )

  return <DetailSection title={<Trans>Histórico de alterações</Trans>}>{body}</DetailSection>
}
