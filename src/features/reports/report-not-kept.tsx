import { Alert, Button, Link, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { Church, MirrorKeep } from '../../../sync'
import { useKeepText } from '../../components/device-keep'
import { useOnline } from '../../components/sync-status'
import type { ServerCashFlowState } from './use-server-cash-flow'

/**
 * Whether a report of these churches from `start` needs rows this device does not keep (a
 * partial mirror): a church outside the kept place, or a period that begins before the kept years
 * (its own rows are missing; what came before the years is carried from the monthly totals).
 */
export function keptShort(
  keep: MirrorKeep,
  start: string,
  churchIds: readonly string[],
  churches: readonly Church[],
): boolean {
  if (keep.from !== null && start < keep.from) return true
  const place = keep.place
  if (!place) return false
  const byId = new Map(churches.map((c) => [c.id, c]))
  return churchIds.some((id) => {
    if (place.level === 'church') return id !== place.id
    return byId.get(id)?.[`${place.level}Id`] !== place.id
  })
}

/**
 * Said instead of a report whose rows this device does not keep: what it keeps, the server read
 * that makes the report now (online), and where to change what the device keeps.
 */
export function ReportNotKept({
  keep,
  state,
  onRead,
}: {
  keep: MirrorKeep | undefined
  state: Exclude<ServerCashFlowState, { status: 'ready' }>
  onRead: () => void
}) {
  const text = useKeepText(keep)
  const online = useOnline()
  const failed = state.status === 'failed'
  return (
    <Alert.Root status={failed ? 'error' : 'info'} role="status" data-testid="report-not-kept">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="2">
          <Alert.Title fontWeight="normal">
            <Trans>Este aparelho não guarda os dados deste relatório: ele guarda só {text}.</Trans>{' '}
            {online ? (
              <Trans>Com internet, o relatório pode ser feito com os dados do servidor.</Trans>
            ) : (
              <Trans>Sem internet, escolha uma igreja ou um período dentro disso.</Trans>
            )}
          </Alert.Title>
          {failed ? (
            <Alert.Description data-testid="report-not-kept-failed">
              {state.offline ? (
                <Trans>Sem conexão com o servidor. Tente de novo quando houver internet.</Trans>
              ) : (
                <Trans>Não foi possível ler os dados do servidor. Tente de novo.</Trans>
              )}
            </Alert.Description>
          ) : null}
          <Stack direction="row" gap="4" align="center" wrap="wrap">
            {online ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={state.status === 'reading'}
                onClick={onRead}
              >
                <Trans>Buscar no servidor</Trans>
              </Button>
            ) : null}
            <Link asChild variant="underline" colorPalette="brand" fontSize="sm">
              <RouterLink to="/profile" hash="device-data">
                <Trans>Dados neste aparelho</Trans>
              </RouterLink>
            </Link>
          </Stack>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  )
}
