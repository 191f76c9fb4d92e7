import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRegisterSW } from 'virtual:pwa-register/react'

/**
 * Asks before activating a new version (registerType 'prompt'): the waiting service worker
 * takes over only when the user clicks "Atualizar".
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  })
  if (!needRefresh) return null
  return (
    <Box
      role="status"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      bg="gray.900"
      color="white"
      px="4"
      py="3"
      borderRadius="md"
      boxShadow="lg"
    >
      <HStack gap="4">
        <Text>
          <Trans>Nova versão disponível</Trans>
        </Text>
        <Button size="sm" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
          <Trans>Atualizar</Trans>
        </Button>
        <Button size="sm" variant="ghost" color="white" onClick={() => setNeedRefresh(false)}>
          <Trans>Depois</Trans>
        </Button>
      </HStack>
    </Box>
  )
}
