import {
  Box,
  Button,
  ChakraProvider,
  createSystem,
  defaultConfig,
  Field,
  Heading,
  Input,
  Stack,
} from '@chakra-ui/react'
import { createRoot } from 'react-dom/client'

/** The login form of html.html drawn with stock Chakra UI (its default system), as its docs start. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <ChakraProvider value={createSystem(defaultConfig)}>
    <Box as="main" p="6" maxW="sm" mx="auto">
      <Stack as="form" gap="4">
        <Heading as="h1">Celeiro</Heading>
        <Field.Root>
          <Field.Label>E-mail</Field.Label>
          <Input type="email" autoComplete="username" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Senha</Field.Label>
          <Input type="password" autoComplete="current-password" />
        </Field.Root>
        <Button type="submit" colorPalette="blue">
          Entrar
        </Button>
      </Stack>
    </Box>
  </ChakraProvider>,
)
