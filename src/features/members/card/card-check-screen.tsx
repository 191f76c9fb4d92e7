import { Alert, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { request } from '../../../../sync'
import { LanguageSelect } from '../../../components/language-select'

/**
 * The public page a member card's QR code opens, `/cartao/<token>` (no sign-in; issue 52): it
 * says only whether the card is valid and, when it is, the name and the church.
 */

type Answer = { valid: true; name: string; church: string } | { valid: false }
type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; answer: Answer }

export function CardCheckScreen({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    request('GET', `/members/v1/cards/${encodeURIComponent(token)}`, { token: null })
      .then((answer) => {
        if (live) setState({ kind: 'ready', answer: (answer as { data: Answer }).data })
      })
      .catch(() => live && setState({ kind: 'error' }))
    return () => {
      live = false
    }
  }, [token])

  let body
  if (state.kind === 'loading') body = <Spinner />
  else if (state.kind === 'error')
    body = (
      <Text>
        <Trans>
          Não foi possível conferir a carteirinha agora. Verifique sua conexão e tente de novo.
        </Trans>
      </Text>
    )
  else if (state.answer.valid)
    body = (
      <Alert.Root status="success" data-testid="card-check" data-valid="true">
        <Alert.Indicator />
        <Stack gap="1">
          <Alert.Title>
            <Trans>Carteirinha válida</Trans>
          </Alert.Title>
          <Alert.Description>
            <Text fontWeight="semibold" data-testid="card-check-name">
              {state.answer.name}
            </Text>
            <Text data-testid="card-check-church">{state.answer.church}</Text>
          </Alert.Description>
        </Stack>
      </Alert.Root>
    )
  else
    body = (
      <Alert.Root status="error" data-testid="card-check" data-valid="false">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Carteirinha inválida</Trans>
        </Alert.Title>
      </Alert.Root>
    )

  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      p={{ base: '3', md: '6' }}
      bg="app.background"
    >
      <Flex width="full" maxW="xl" justify="end" mb="4">
        <LanguageSelect />
      </Flex>
      <Stack
        width="full"
        maxW="xl"
        gap="4"
        bg="bg"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h1" size="xl">
          <Trans>Conferência de carteirinha de membro</Trans>
        </Heading>
        {body}
      </Stack>
    </Flex>
  )
}
