import { Button, Heading, Text, VStack } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCountdown } from './use-countdown'

/** Seconds before /unauthorized goes home (spec §9 leaves the value open; 10 s gives time to read). */
export const UNAUTHORIZED_REDIRECT_SECONDS = 10

/** /unauthorized: access denied, a countdown in seconds, then home. */
export function UnauthorizedScreen() {
  const navigate = useNavigate()
  const goHome = () => void navigate({ to: '/' })
  const left = useCountdown(UNAUTHORIZED_REDIRECT_SECONDS, goHome)
  return (
    <VStack as="main" minH="100dvh" justify="center" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="2xl">
        <Trans>Acesso negado</Trans>
      </Heading>
      <Text>
        <Trans>Você não tem permissão para acessar esta página.</Trans>
      </Text>
      <Text data-testid="countdown" aria-live="polite">
        <Plural
          value={left}
          one="Voltando ao início em # segundo..."
          other="Voltando ao início em # segundos..."
        />
      </Text>
      <Button colorPalette="brand" onClick={goHome}>
        <Trans>Ir para o início</Trans>
      </Button>
    </VStack>
  )
}
