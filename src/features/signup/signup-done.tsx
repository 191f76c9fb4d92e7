import { Alert, Button, VStack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { TRIAL_DAYS } from '../../../sync'
import { SignupLayout } from './signup-layout'

/** After the sign-up: the trial has started; the e-mail must be confirmed before signing in. */
export function SignupDone() {
  return (
    <SignupLayout title={<Trans>Cadastro recebido!</Trans>}>
      <VStack gap="4" align="stretch" data-testid="signup-done">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Seu teste grátis de {TRIAL_DAYS} dias começou.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                Enviamos um e-mail de confirmação. Abra o link dele para validar seu e-mail e depois
                entre com o e-mail e a senha que você escolheu.
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
