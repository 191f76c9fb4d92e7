import { Button, CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HttpError, resetPassword, resetRequestSchema } from '../../../sync'
import { Form, FormAlert, SubmitButton, TextField, useZodForm } from '../../components/form'
import { notify } from '../../lib/toaster'

interface ForgotPasswordDialogProps {
  open: boolean
  onClose: () => void
  defaultEmail?: string
}

/** Asks for a reset link; the server answers the same whether or not the e-mail exists. */
export function ForgotPasswordDialog({
  open,
  onClose,
  defaultEmail = '',
}: ForgotPasswordDialogProps) {
  const { t } = useLingui()
  const form = useZodForm(resetRequestSchema, { values: { email: defaultEmail } })

  const submit = async ({ email }: { email: string }) => {
    try {
      await resetPassword(email)
    } catch (error) {
      const message =
        error instanceof HttpError && error.serverMessage
          ? error.serverMessage
          : t`Falha ao solicitar a redefinição de senha.`
      form.setError('root', { message })
      return
    }
    notify.success(t`Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha.`)
    onClose()
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Esqueci minha senha</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Form form={form} onSubmit={submit}>
                <Text>
                  <Trans>Informe seu e-mail para receber um link de redefinição de senha.</Trans>
                </Text>
                <FormAlert />
                <TextField
                  name="email"
                  type="email"
                  label={t`E-mail`}
                  autoComplete="email"
                  required
                />
                <HStack justify="flex-end" gap="3">
                  <Button variant="outline" onClick={onClose}>
                    <Trans>Cancelar</Trans>
                  </Button>
                  <SubmitButton>
                    <Trans>Enviar link</Trans>
                  </SubmitButton>
                </HStack>
              </Form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Fechar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
