import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useHomeUser } from '../early-home'

/**
 * Shown while the signed-in user loads (spec §2 "Shell": 'Carregando...'). With the user known
 * and the home coming, nothing: the greeting and main actions drawn before the layout
 * (EarlyFrame, beside the router's screens) stand where the home will be.
 */
export function AppLoading() {
  if (useHomeUser()) return null
  return (
    <Center minH="100vh" role="status" aria-live="polite" data-testid="app-loading">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text>
          <Trans>Carregando...</Trans>
        </Text>
      </VStack>
    </Center>
  )
}
