import type { ReactNode } from 'react'
import { Box, Card, Flex, Heading, Image } from '@chakra-ui/react'
import { LanguageSelect } from '../../components/language-select'
import { DEFAULT_LOGO } from '../../lib/branding'

/** The frame of the public sign-up: logo, title, a card, and the language selector. */
export function SignupLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" direction="column" align="center" p="4" bg="app.background">
      <Flex width="full" maxW="560px" justify="space-between" align="center" mb="4">
        <Image src={DEFAULT_LOGO} alt="Celeiro" height="48px" width="48px" />
        <LanguageSelect />
      </Flex>
      <Box width="full" maxW="560px">
        <Card.Root width="full" variant="elevated">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  )
}
