import { Alert, Link } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import type { Church, MirrorKeep } from '../../../sync'
import { useKeepText } from '../../components/device-keep'

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

/** Said instead of a report whose rows this device does not keep: what it keeps, and where to change it. */
export function ReportNotKept({ keep }: { keep: MirrorKeep | undefined }) {
  const text = useKeepText(keep)
  return (
    <Alert.Root status="info" role="status" data-testid="report-not-kept">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="normal">
          <Trans>
            Este aparelho não guarda os dados deste relatório: ele guarda só {text}. Escolha uma
            igreja ou um período dentro disso, ou troque o que fica neste aparelho.
          </Trans>
        </Alert.Title>
        <Link asChild variant="underline" colorPalette="brand" fontSize="sm">
          <RouterLink to="/profile" hash="device-data">
            <Trans>Dados neste aparelho</Trans>
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  )
}
