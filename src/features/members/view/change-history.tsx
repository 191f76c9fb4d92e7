import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import {
  HttpError,
  historyEntrySchema,
  MEMBER_CATEGORIES,
  MEMBER_STATUSES,
  request,
  type HistoryEntry,
  type MemberCategory,
  type MemberStatus,
} from '../../../../sync'
import { useOnline } from '../../../components/sync-status'
import { formatDateTime } from '../../../lib/format'
import { actionLabel, categoryLabel, fieldLabel, statusLabel } from '../labels'
import { isoInstant } from '../member-display'
import { DetailSection } from './member-details'

const isCategory = (v: unknown): v is MemberCategory =>
  (MEMBER_CATEGORIES as readonly unknown[]).includes(v)
const isStatus = (v: unknown): v is MemberStatus =>
  (MEMBER_STATUSES as readonly unknown[]).includes(v)

/** The API answers `{ data: entries }`. */
const answerSchema = z.object({ data: z.array(historyEntrySchema) }).transform((a) => a.data)

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'error' }
  | { kind: 'ready'; entries: HistoryEntry[] }

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'category' && isCategory(value)) return categoryLabel(value)
  if (field === 'status' && isStatus(value)) return statusLabel(value)
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The record's change history from the server (who, when, which fields, old -> new): needs a connection. */
export function ChangeHistory({ memberId }: { memberId: string }) {
  const { t } = useLingui()
  const online = useOnline()
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
              {formatDateTime(isoInstant(entry.at))} ·{' '}
              {entry.userId === null
                ? t`Autocadastro (página pública)` // the person themself
                : (entry.userName ?? t`Usuário removido`)}{' '}
              · {actionLabel(entry.action)}
            </Text>
            {(entry.action === 'create' ? [] : Object.entries(entry.changes)).map(
              ([field, change]) => (
                <Text key={field} fontSize="sm" wordBreak="break-word">
                  <Text as="span" fontWeight="medium">
                    {fieldLabel(field)}
                  </Text>
                  : {show(field, change.old)} → {show(field, change.new)}
                </Text>
              ),
            )}
          </Stack>
        ))}
      </Stack>
    )

  return <DetailSection title={<Trans>Histórico de alterações</Trans>}>{body}</DetailSection>
}
