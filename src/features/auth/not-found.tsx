import { Button, Flex, Heading, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Any path without a screen. */
export function NotFound() {
  return (
    <Flex
      as="main"
      direction="column"
      align="center"
      minH="100dvh"
      justify="center"
      gap="4"
      p="6"
      textAlign="center"
    >
      <Heading as="h1" size="2xl">
        404
      </Heading>
      <Text>
        <Trans>Página não encontrada.</Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">
          <Trans>Ir para o início</Trans>
        </Link>
      </Button>
    </Flex>
  )
}
