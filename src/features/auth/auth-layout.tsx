import type { ReactNode } from 'react'
import { Box, Card, Flex, Heading, Image } from '@chakra-ui/react'
import { LanguageSelect } from '../../components/language-select'
import { DEFAULT_LOGO } from '../../lib/branding'

/** The frame of the public screens: logo, title, a card, and the language selector at the top right. */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      p="4"
      bg="app.background"
    >
      <Box position="absolute" top="3" right="3">
        <LanguageSelect />
      </Box>
      <Flex direction="column" align="center" gap="6" width="full" maxW="420px">
        <Image src={DEFAULT_LOGO} alt="Celeiro" height="72px" width="72px" />
        <Card.Root width="full" variant="elevated">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  )
}
