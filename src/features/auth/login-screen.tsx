import { Suspense, lazy, useState } from 'react'
import { Button, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { loginSchema, session } from '../../../sync'
// Straight from the kit's files, not its index: /login's first load carries only these fields.
import { Form } from '../../components/form/form'
import { FormAlert } from '../../components/form/form-alert'
import { PasswordField } from '../../components/form/password-field'
import { SubmitButton } from '../../components/form/submit-button'
import { TextField } from '../../components/form/text-field'
import { useZodForm } from '../../components/form/use-zod-form'
import { AuthLayout } from './auth-layout'
import { loginErrorMessage } from './login-error'

/** The dialog (and its focus trap) loads on first use: it is not part of /login's first load. */
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
)

/** /login: e-mail and password, and the forgot-password dialog. */
export function LoginScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } })
  const [forgotOpen, setForgotOpen] = useState(false)

  const submit = async (values: { email: string; password: string }) => {
    try {
      await session.signIn(values)
    } catch (error) {
      form.setError('root', { message: loginErrorMessage(error) })
      return
    }
    await navigate({ to: '/' })
  }

  return (
    <AuthLayout title={<Trans>Entrar</Trans>}>
      <Form form={form} onSubmit={submit} aria-label={t`Entrar`}>
        <FormAlert />
        <TextField
          name="email"
          type="email"
          label={t`E-mail`}
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField name="password" label={t`Senha`} autoComplete="current-password" required />
        <SubmitButton width="full">
          <Trans>Entrar</Trans>
        </SubmitButton>
        <Flex align="center" justify="center" gap="2">
          <Button
            variant="plain"
            size="sm"
            textDecoration="underline"
            onClick={() => setForgotOpen(true)}
          >
            <Trans>Esqueci minha senha</Trans>
          </Button>
        </Flex>
        <Flex align="center" justify="center" gap="1" fontSize="sm" wrap="wrap">
          <Trans>Sua igreja ainda não usa o Celeiro?</Trans>
          <Button asChild variant="plain" size="sm" textDecoration="underline" px="0">
            <Link to="/pre-register">
              <Trans>Cadastre sua igreja</Trans>
            </Link>
          </Button>
        </Flex>
      </Form>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open
            onClose={() => setForgotOpen(false)}
            defaultEmail={form.getValues('email')}
          />
        </Suspense>
      ) : null}
    </AuthLayout>
  )
}
