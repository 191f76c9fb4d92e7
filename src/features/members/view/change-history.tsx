import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import { HttpError, historyEntrySchema, request, type HistoryEntry } from '../../../../sync'
import { useOnline } from '../../../components/sync-status'
import { formatDateTime } from '../../../lib/format'
import { isoInstant } from '../member-display'
import { useHierarchy } from '../use-member-data'
import { describeHistoryEntry } from './history-lines'
import { DetailSection } from './member-details'

/** The API answers `{ data: entries }`. */
const answerSchema = z.object({ data: z.array(historyEntrySchema) }).transform((a) => a.data)

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'error' }
  | { kind: 'ready'; entries: HistoryEntry[] }

const NO_NAMES: ReadonlyMap<string, string> = new Map()

/** The record's change history from the server (who, when, which fields, old -> new): needs a connection. */
export function ChangeHistory({ memberId }: { memberId: string }) {
  const { t } = useLingui()
  const online = useOnline()
  const names = useHierarchy()?.names ?? NO_NAMES
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
        {state.entries.map((entry) => {
          const described = describeHistoryEntry(entry, names)
          return (
            <Stack
              key={entry.id}
              gap="1"
              borderLeftWidth="3px"
              borderColor="border.emphasized"
              pl="3"
              data-testid="change-history-entry"
            >
              <Text fontSize="sm" fontWeight="medium">
                {formatDateTime(isoInstant(entry.at))} ·{' '}
                {entry.userId === null
                  ? t`Autocadastro (página pública)` // the person themself
                  : (entry.userName ?? t`Usuário removido`)}{' '}
                · {described.action}
              </Text>
              {described.lines.map((line) => (
                <Text key={line.field} fontSize="sm" wordBreak="break-word">
                  <Text as="span" fontWeight="medium">
                    {line.label}
                  </Text>
                  : {line.old} → {line.new}
                </Text>
              ))}
            </Stack>
          )
        })}
      </Stack>
    )

  return <DetailSection title={<Trans>Histórico de alterações</Trans>}>{body}</DetailSection>
}
