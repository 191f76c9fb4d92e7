import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { loginSchema, session } from '../../../../sync'
import { useDesignSystemOnDemand } from '../../../components/design-system-on-demand'
import { useZodForm } from '../../../components/form/use-zod-form'
import { LanguageSelect } from '../../../components/language-select'
import { DEFAULT_LOGO } from '../../../lib/branding'
import { loginErrorMessage } from '../login-error'
import { takeEarlyLogin } from './early-login'
import { PlainField, PlainFormAlert, PlainPasswordField, PlainSubmit } from './plain-fields'

/** The dialog (and its focus trap) loads on first use, with the design system around it. */
const ForgotPasswordDialog = lazy(() =>
  import('../forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
)

/**
 * /login: e-mail and password, and the forgot-password dialog. Drawn with plain HTML and its own
 * CSS, without the design system, so a cheap phone opens it at once (docs/frontend.md, "/login
 * without the design system"); the design system comes with the first keystroke, ready for the
 * screen after the sign-in, and around the dialog when it opens.
 */
export function LoginScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const designSystem = useDesignSystemOnDemand()
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } })
  const [forgot, setForgot] = useState<'never' | 'open' | 'closed'>('never')
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)

  // The alert says the failure in the language on screen: made again when the language changes
  // (a sign-in answered while a new language's catalog was still loading said it in the old one).
  useEffect(() => {
    if (failure) form.setError('root', { message: loginErrorMessage(failure.error) })
  }, [failure, form, i18n.locale])

  const submit = form.handleSubmit(async (values) => {
    designSystem.preload()
    try {
      await session.signIn(values)
    } catch (error) {
      setFailure({ error })
      return
    }
    await navigate({ to: '/' })
  })

  // What was typed in index.html's form before the app arrived, taken while this screen commits
  // (early-login.ts): the values, the caret, and a press of "Entrar" or "Esqueci minha senha".
  useLayoutEffect(() => {
    const early = takeEarlyLogin()
    if (!early) return
    if (early.email || early.password) designSystem.preload()
    form.setValue('email', early.email)
    form.setValue('password', early.password)
    const field = document.getElementById(`login-${early.focus?.field ?? 'email'}`)
    if (field instanceof HTMLInputElement) {
      field.focus()
      // An e-mail input has no selection to set (null; setting one throws).
      if (early.focus?.start != null) field.setSelectionRange(early.focus.start, early.focus.end)
    }
    if (early.forgot) setForgot('open')
    if (early.submitted) void submit()
    // Once, on the first commit: the early form is gone after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <main className="plain-auth">
      <div className="plain-auth__language">
        <LanguageSelect />
      </div>
      <div className="plain-auth__column">
        <img src={DEFAULT_LOGO} alt="Celeiro" width="72" height="72" />
        <section className="plain-auth__card" aria-labelledby="login-title">
          <h1 id="login-title">
            <Trans>Entrar</Trans>
          </h1>
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={t`Entrar`}
              onSubmit={(event) => void submit(event)}
              onInput={designSystem.preload}
            >
              <PlainFormAlert />
              <PlainField
                name="email"
                type="email"
                label={t`E-mail`}
                autoComplete="username"
                required
                autoFocus
              />
              <PlainPasswordField
                name="password"
                label={t`Senha`}
                autoComplete="current-password"
                required
              />
              <PlainSubmit>
                <Trans>Entrar</Trans>
              </PlainSubmit>
              <p className="plain-auth__line">
                <button type="button" className="plain-link" onClick={() => setForgot('open')}>
                  <Trans>Esqueci minha senha</Trans>
                </button>
              </p>
              <p className="plain-auth__line">
                <Trans>Sua igreja ainda não usa o Celeiro?</Trans>{' '}
                <Link to="/pre-register" className="plain-link">
                  <Trans>Cadastre sua igreja</Trans>
                </Link>
              </p>
            </form>
          </FormProvider>
        </section>
      </div>
      {forgot === 'never' ? null : (
        // Kept once opened: the toast it leaves ("we sent a link") lives in the design system.
        <designSystem.Wrap>
          <Suspense fallback={null}>
            <ForgotPasswordDialog
              open={forgot === 'open'}
              onClose={() => setForgot('closed')}
              defaultEmail={form.getValues('email')}
            />
          </Suspense>
        </designSystem.Wrap>
      )}
    </main>
  )
}
