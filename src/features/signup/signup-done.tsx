import { Alert, Button, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { TRIAL_DAYS } from '../../../sync'
import { SignupLayout } from './signup-layout'

/**
 * After the sign-up: what is true whatever the server found (issue 50). A church already
 * registered (its CNPJ known) gets the same answer as a new one, so a prober learns nothing, and
 * its e-mail says how to reach the administrator; the screen never says a trial began when none
 * did. A new church's e-mail confirms the address, then it signs in.
 */
export function SignupDone({ email }: { email: string }) {
  return (
    <SignupLayout title={<Trans>Cadastro recebido!</Trans>}>
      <VStack gap="4" align="stretch" data-testid="signup-done">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Enviamos um e-mail para {email}: siga as instruções dele.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                Para uma igreja nova, o link do e-mail confirma o endereço, e o teste grátis de{' '}
                {TRIAL_DAYS} dias conta a partir de hoje; depois entre com o e-mail e a senha que
                você escolheu. Se a igreja já estava cadastrada, o e-mail diz como falar com o
                administrador dela.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild colorPalette="brand">
          <Link to="/login">
            <Trans>Ir para o login</Trans>
          </Link>
        </Button>
      </VStack>
    </SignupLayout>
  )
}
