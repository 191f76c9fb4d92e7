import { Alert, Button, Link, Spinner, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { partialOf, type EntityName } from '../../../sync'
import { formatDate, formatTime } from '../../lib/format'
import { useOnline } from '../sync-status/use-sync-status'
import { useServerView, type ServerRead } from './server-view'
import { useDeviceKeep, useKeepText } from './use-device-keep'

/**
 * Said above a list (or a report) whose rows this device keeps only in part (a partial mirror):
 * what it keeps, that the rest is not on this device, and where to change it. With `reads` (a
 * list), online, it offers to show everything from the server instead (read only), and says so
 * while it does.
 */
export function PartialMirrorNote({
  entity,
  reads,
  controls,
}: {
  entity: EntityName
  /** What the list shows, readable from the server. */
  reads?: ServerRead
  /** Shown with the server's rows: what moves a read a period at a time to another period. */
  controls?: ReactNode
}) {
  const { t } = useLingui()
  const keep = useDeviceKeep()
  const partial = partialOf(entity)
  const text = useKeepText(keep, partial === 'dated')
  const online = useOnline()
  const server = useServerView(reads)
  const view = server.view
  if (!partial || text === null) return null

  const change = (
    <Link asChild variant="underline" colorPalette="brand">
      <RouterLink to="/profile" hash="device-data">
        <Trans>Alterar</Trans>
      </RouterLink>
    </Link>
  )
  if (view?.status === 'ready') {
    const at = formatTime(view.readAt)
    const { from, until } = view.of
    return (
      <Note status="info" testId="server-view-note">
        {from && until ? (
          <Trans>
            Mostrando o que está no servidor de {formatDate(from)} a {formatDate(until)} (lido às{' '}
            {at}), só para consulta: não fica neste aparelho.
          </Trans>
        ) : (
          <Trans>
            Mostrando tudo o que está no servidor (lido às {at}), só para consulta: não fica neste
            aparelho.
          </Trans>
        )}{' '}
        <Button size="xs" variant="outline" onClick={server.back}>
          <Trans>Voltar aos dados do aparelho</Trans>
        </Button>
        {controls ? (
          <Stack direction="row" mt="2" align="center" gap="2" wrap="wrap">
            {controls}
            {view.next ? <Spinner size="sm" aria-label={t`Lendo do servidor…`} /> : null}
          </Stack>
        ) : null}
      </Note>
    )
  }
  return (
    <Note status={view?.status === 'failed' ? 'error' : 'neutral'} testId="partial-mirror-note">
      <Trans>
        Este aparelho guarda só: {text}. O que fica fora disso não aparece aqui nem fica disponível
        sem internet.
      </Trans>{' '}
      {change}
      {view?.status === 'failed' ? (
        <>
          {' '}
          {view.offline ? (
            <Trans>Sem conexão com o servidor. Tente de novo quando houver internet.</Trans>
          ) : (
            <Trans>Não foi possível ler os dados do servidor. Tente de novo.</Trans>
          )}
        </>
      ) : null}
      {reads && online ? (
        <Stack direction="row" mt="2">
          <Button
            size="xs"
            colorPalette="brand"
            loading={view?.status === 'reading'}
            onClick={server.read}
          >
            {reads.until ? (
              <Trans>Ver no servidor, mês a mês</Trans>
            ) : (
              <Trans>Ver tudo no servidor</Trans>
            )}
          </Button>
        </Stack>
      ) : null}
    </Note>
  )
}

function Note(props: {
  status: 'neutral' | 'info' | 'error'
  testId: string
  children: ReactNode
}) {
  return (
    <Alert.Root status={props.status} size="sm" role="note" data-testid={props.testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{props.children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
