import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HttpError, session } from '../../../sync'
import { notify } from '../../lib/toaster'

let leaving: Promise<'done' | 'offline'> | null = null

/** Ends the session once even when React runs the effect twice; local data is always cleared. */
function signOutOnce(): Promise<'done' | 'offline'> {
  leaving ??= session
    .signOut()
    .then(() => 'done' as const)
    .catch((error: unknown) => {
      // signOut has already cleared the stored login; the server session expires on its own.
      if (error instanceof HttpError && error.isNetwork) return 'offline' as const
      console.error('Logout failed on the server', error)
      return 'done' as const
    })
    .finally(() => {
      leaving = null
    })
  return leaving
}

/** /logout: a waiting message while the server is told, then the login screen (spec §2, §4). */
export function LogoutScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  useEffect(() => {
    let active = true
    void signOutOnce().then((outcome) => {
      if (outcome === 'offline') notify.info(t`Você saiu deste aparelho, mas sem conexão não foi possível avisar o servidor.`)
      if (active) void navigate({ to: '/login', replace: true })
    })
    return () => {
      active = false
    }
  }, [navigate, t])
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text data-testid="logout-waiting">
          <Trans>Saindo...</Trans>
        </Text>
      </VStack>
    </Center>
  )
}
