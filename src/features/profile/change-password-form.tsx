import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { HttpError, changePassword, changePasswordSchema, session } from '../../../sync'
import {
  Form,
  FormAlert,
  PasswordField,
  PasswordStrengthMeter,
  SubmitButton,
  useZodForm,
} from '../../components/form'
import { notify } from '../../lib/toaster'
import { ProfileCard } from './profile-card'

/** Change password (spec §5): current, new (with strength), confirmation. Success closes the session (spec §4). */
export function ChangePasswordForm() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const submit = async (values: {
    currentPassword: string
    newPassword: string
    confirmPassword: string
  }) => {
    try {
      await changePassword(values)
    } catch (error) {
      const message =
        error instanceof HttpError && error.serverMessage
          ? error.serverMessage
          : t`Erro ao alterar senha`
      if (error instanceof HttpError && error.code === 'invalid_current_password') {
        form.setError('currentPassword', { message })
      }
      notify.error(message)
      throw new Error(message)
    }
    notify.success(t`Senha alterada. Entre novamente com a nova senha.`)
    // The server ended every session of the user; close this one here too.
    session.clear()
    await navigate({ to: '/login', replace: true })
  }

  return (
    <ProfileCard title={<Trans>Alterar senha</Trans>}>
      <Form form={form} onSubmit={submit} aria-label={t`Alterar senha`}>
        <FormAlert />
        <PasswordField
          name="currentPassword"
          label={<Trans>Senha atual</Trans>}
          autoComplete="current-password"
          required
        />
        <PasswordField
          name="newPassword"
          label={<Trans>Nova senha</Trans>}
          helper={
            <Trans>
              Pelo menos 8 caracteres, com letra maiúscula, minúscula, número e caractere especial.
            </Trans>
          }
          autoComplete="new-password"
          required
        />
        <PasswordStrengthMeter name="newPassword" />
        <PasswordField
          name="confirmPassword"
          label={<Trans>Confirmar nova senha</Trans>}
          autoComplete="new-password"
          required
        />
        <SubmitButton>
          <Trans>Alterar senha</Trans>
        </SubmitButton>
      </Form>
    </ProfileCard>
  )
}
