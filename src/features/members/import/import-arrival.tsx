import { Alert } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { PendingWrite } from '../../../../sync'
import { usePendingWrites } from '../../../components/mirror'
import { useOnline } from '../../../components/sync-status'
import { formatTime } from '../../../lib/format'

export type ImportArrival =
  | { kind: 'arrived'; count: number }
  | { kind: 'sending' | 'offline'; count: number; arrived: number }

/**
 * Where the imported records are (issue 51): all on the server (none of their writes waits in
 * the outbox), on their way (online), or on this device until there is a connection (offline).
 * `pending` undefined: the outbox is being read, nothing is said to have arrived.
 */
export function importArrival(
  ids: readonly string[],
  pending: readonly Pick<PendingWrite, 'rowKey'>[] | undefined,
  online: boolean,
): ImportArrival {
  const waiting = new Set((pending ?? []).map((w) => w.rowKey))
  const arrived =
    pending === undefined ? 0 : ids.filter((id) => !waiting.has(`members:${id}`)).length
  if (pending !== undefined && arrived === ids.length) return { kind: 'arrived', count: ids.length }
  return { kind: online ? 'sending' : 'offline', count: ids.length, arrived }
}

/** The import's last word, following its records to the server and saying when they arrived. */
export function ImportDone({ ids }: { ids: readonly string[] }) {
  const state = importArrival(ids, usePendingWrites(), useOnline())
  const [arrivedAt, setArrivedAt] = useState<string | null>(null)
  const arrived = state.kind === 'arrived'
  useEffect(() => {
    if (arrived) setArrivedAt((at) => at ?? new Date().toISOString())
  }, [arrived])
  const count = state.count
  const time = arrivedAt ? formatTime(arrivedAt) : ''
  return (
    <Alert.Root
      status={state.kind === 'offline' ? 'info' : 'success'}
      data-testid="import-done"
      data-state={state.kind}
      aria-live="polite"
    >
      <Alert.Indicator />
      <Alert.Title>
        {state.kind === 'arrived' ? (
          <Plural
            value={count}
            one={`# registro importado e enviado ao servidor às ${time}.`}
            other={`# registros importados e enviados ao servidor às ${time}.`}
          />
        ) : state.kind === 'sending' ? (
          <>
            <Plural
              value={count}
              one="# registro importado; enviando ao servidor…"
              other="# registros importados; enviando ao servidor…"
            />{' '}
            <Trans>
              {state.arrived} de {count} já chegaram.
            </Trans>
          </>
        ) : (
          <Plural
            value={count}
            one="# registro importado neste aparelho. Ele aparece no cadastro e será enviado ao servidor quando houver conexão."
            other="# registros importados neste aparelho. Eles aparecem no cadastro e serão enviados ao servidor quando houver conexão."
          />
        )}
      </Alert.Title>
    </Alert.Root>
  )
}
