import { Alert, Link } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link as RouterLink } from '@tanstack/react-router'
import { partialOf, type EntityName } from '../../../sync'
import { useDeviceKeep, useKeepText } from './use-device-keep'

/**
 * Said above a list (or a report) whose rows this device keeps only in part (a partial mirror):
 * what it keeps, that the rest is not on this device, and where to change it.
 */
export function PartialMirrorNote({ entity }: { entity: EntityName }) {
  const keep = useDeviceKeep()
  const partial = partialOf(entity)
  const text = useKeepText(keep, partial === 'dated')
  if (!partial || text === null) return null
  return (
    <Alert.Root status="neutral" size="sm" role="note" data-testid="partial-mirror-note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          <Trans>
            Este aparelho guarda só: {text}. O que fica fora disso não aparece aqui nem fica
            disponível sem internet.
          </Trans>{' '}
          <Link asChild variant="underline" colorPalette="brand">
            <RouterLink to="/profile" hash="device-data">
              <Trans>Alterar</Trans>
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
