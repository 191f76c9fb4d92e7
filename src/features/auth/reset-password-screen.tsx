import { useCallback, useEffect, useMemo, useState } from 'react'
import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { HttpError, checkResetCode, passwordSchema, resetPasswordWithCode } from '../../../sync'
import {
  Form,
  FormAlert,
  PasswordField,
  PasswordStrengthMeter,
  SubmitButton,
  useZodForm,
} from '../../components/form'
import { notify } from '../../lib/toaster'
import { AuthLayout } from './auth-layout'
import { StatusMessage } from './status-message'

type Phase = 'validating' | 'invalid' | 'check-failed' | 'form'

const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'password_mismatch',
  })

function BackToLogin() {
  return (
    <Button asChild colorPalette="brand">
      <Link to="/login">
        <Trans>Voltar para o login</Trans>
      </Link>
    </Button>
  )
}

/** /refresh-password/$code: checks the e-mailed code, then asks for the new password. */
export function ResetPasswordScreen({ code }: { code: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [phase, setPhase] = useState<Phase>('validating')
  const form = useZodForm(newPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  })

  const check = useCallback(() => {
    setPhase('validating')
    checkResetCode(code).then(
      (valid) => setPhase(valid ? 'form' : 'invalid'),
      (error: unknown) => {
        console.error('Reset code check failed', error)
        setPhase('check-failed')
      },
    )
  }, [code])
  useEffect(check, [check])

  const submit = async ({ password }: { password: string }) => {
    try {
      await resetPasswordWithCode(code, password)
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_code') return setPhase('invalid')
      const message =
        error instanceof HttpError && error.serverMessage
          ? error.serverMessage
          : t`Falha ao redefinir a senha.`
      form.setError('root', { message })
      return
    }
    notify.success(t`Senha alterada com sucesso. Entre com a nova senha.`)
    await navigate({ to: '/login' })
  }

  const body = useMemo(() => {
    switch (phase) {
      case 'validating':
        return <StatusMessage status="loading" title={<Trans>Verificando o link...</Trans>} />
      case 'invalid':
        return (
          <StatusMessage
            status="error"
            title={<Trans>Link inválido ou expirado.</Trans>}
            actions={<BackToLogin />}
          >
            <Trans>Peça um novo link em "Esqueci minha senha".</Trans>
          </StatusMessage>
        )
      case 'check-failed':
        return (
          <StatusMessage
            status="error"
            title={<Trans>Falha ao verificar o código de redefinição.</Trans>}
            actions={
              <Button onClick={check} colorPalette="brand">
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          />
        )
      case 'form':
        return null
    }
  }, [phase, check])

  return (
    <AuthLayout title={<Trans>Criar nova senha</Trans>}>
      {body ?? (
        <Form form={form} onSubmit={submit} aria-label={t`Criar nova senha`}>
          <FormAlert />
          <PasswordField
            name="password"
            label={t`Nova senha`}
            autoComplete="new-password"
            required
            helper={t`Mínimo de 8 caracteres, com maiúscula, minúscula, número e caractere especial.`}
          />
          <PasswordStrengthMeter name="password" />
          <PasswordField
            name="confirmPassword"
            label={t`Confirmar nova senha`}
            autoComplete="new-password"
            required
          />
          <SubmitButton width="full">
            <Trans>Salvar nova senha</Trans>
          </SubmitButton>
        </Form>
      )}
    </AuthLayout>
  )
}
