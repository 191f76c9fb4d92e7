import { useCallback, useEffect, useState } from 'react'
import { Button, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { validateEmail, type EmailValidationStatus } from '../../../sync'
import { AuthLayout } from './auth-layout'
import { StatusMessage } from './status-message'
import { useCountdown } from './use-countdown'

/** Spec §9: after a successful validation the screen goes to /login after 5 seconds. */
export const EMAIL_VALIDATION_REDIRECT_SECONDS = 5

type Phase = 'validating' | EmailValidationStatus | 'error'

/**
 * A key is validated once per page life: React's development double effects (and a
 * re-render) must not turn "validated" into "already validated". Retry forgets it.
 */
const attempts = new Map<string, Promise<EmailValidationStatus>>()
function validateOnce(key: string): Promise<EmailValidationStatus> {
  let attempt = attempts.get(key)
  if (!attempt) {
    attempt = validateEmail(key)
    attempts.set(key, attempt)
    attempt.catch(() => attempts.delete(key))
  }
  return attempt
}

function ToLogin() {
  return (
    <Button asChild colorPalette="brand">
      <Link to="/login">
        <Trans>Ir para o login</Trans>
      </Link>
    </Button>
  )
}

/** /email-validation/$key: validating, then validated (auto redirect), already validated, expired, invalid, or error with retry. */
export function EmailValidationScreen({ validationKey }: { validationKey: string }) {
  const navigate = useNavigate()
  const [phase, setPhase] = useState<Phase>('validating')
  const run = useCallback(() => {
    setPhase('validating')
    validateOnce(validationKey).then(setPhase, (error: unknown) => {
      console.error('E-mail validation failed', error)
      setPhase('error')
    })
  }, [validationKey])
  useEffect(run, [run])
  const left = useCountdown(
    EMAIL_VALIDATION_REDIRECT_SECONDS,
    () => void navigate({ to: '/login' }),
    phase === 'validated',
  )

  return (
    <AuthLayout title={<Trans>Validação de e-mail</Trans>}>
      <div data-testid="email-validation" data-phase={phase}>
        {phase === 'validating' ? (
          <StatusMessage status="loading" title={<Trans>Validando seu e-mail...</Trans>} />
        ) : null}
        {phase === 'validated' ? (
          <StatusMessage
            status="success"
            title={<Trans>E-mail validado com sucesso!</Trans>}
            actions={<ToLogin />}
          >
            <Text data-testid="countdown" aria-live="polite">
              <Plural
                value={left}
                one="Indo para o login em # segundo..."
                other="Indo para o login em # segundos..."
              />
            </Text>
          </StatusMessage>
        ) : null}
        {phase === 'already_validated' ? (
          <StatusMessage
            status="info"
            title={<Trans>Este e-mail já foi validado.</Trans>}
            actions={<ToLogin />}
          />
        ) : null}
        {phase === 'expired' ? (
          <StatusMessage
            status="warning"
            title={<Trans>Código expirado ou inválido.</Trans>}
            actions={<ToLogin />}
          >
            <Trans>Peça um novo e-mail de validação ao administrador.</Trans>
          </StatusMessage>
        ) : null}
        {phase === 'invalid' ? (
          <StatusMessage
            status="error"
            title={<Trans>Código de validação inválido.</Trans>}
            actions={<ToLogin />}
          />
        ) : null}
        {phase === 'error' ? (
          <StatusMessage
            status="error"
            title={<Trans>Não foi possível validar seu e-mail.</Trans>}
            actions={
              <Button colorPalette="brand" onClick={run}>
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          />
        ) : null}
      </div>
    </AuthLayout>
  )
}
