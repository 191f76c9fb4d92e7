import { Center, Spinner, Text, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** Shown while the signed-in user loads (spec §2 "Shell": 'Carregando...'). */
export function AppLoading() {
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
