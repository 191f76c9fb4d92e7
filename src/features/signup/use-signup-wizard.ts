import { useCallback, useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type Resolver } from 'react-hook-form'
import { signUp } from '../../../sync'
import { issueMessage } from '../../components/form'
import { matchLocale } from '../../lib/locales'
import { failureText } from './failure-text'
import {
  EMPTY_VALUES,
  STEP_SCHEMAS,
  clearWizard,
  loadWizard,
  saveWizard,
  type StepIndex,
  type StoredWizard,
  type WizardValues,
} from './signup-values'

const RESOLVERS = STEP_SCHEMAS.map(
  (schema) =>
    zodResolver(schema, { error: (issue) => issueMessage(issue) }) as unknown as Resolver<
      WizardValues,
      unknown,
      WizardValues
    >,
)

export type SignupPhase = 'editing' | 'done'

/**
 * The wizard's state: one form across the four steps (each step validated by its own contract
 * schema), kept in sessionStorage without the password, and the idempotency key made once per
 * wizard session so a retry or a double click makes one organisation.
 */
export function useSignupWizard() {
  const { i18n } = useLingui()
  const [initial] = useState<StoredWizard>(
    () => loadWizard() ?? { key: crypto.randomUUID(), step: 0, values: EMPTY_VALUES },
  )

  const [step, setStep] = useState<StepIndex>(initial.step)
  const [phase, setPhase] = useState<SignupPhase>('editing')
  const [failure, setFailure] = useState<string | null>(null)
  const stepRef = useRef<StepIndex>(initial.step)
  const inFlight = useRef(false)
  const form = useForm<WizardValues, unknown, WizardValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial.values,
    resolver: (values, context, options) => RESOLVERS[stepRef.current]!(values, context, options),
  })

  useEffect(() => {
    const watcher = form.watch((values) =>
      saveWizard({ key: initial.key, step: stepRef.current, values: values as WizardValues }),
    )
    return () => watcher.unsubscribe()
  }, [form, initial.key])

  const goTo = useCallback((next: StepIndex) => {
    stepRef.current = next
    setStep(next)
    setFailure(null)
    window.scrollTo({ top: 0 })
  }, [])

  const submit = useCallback(
    async (values: WizardValues) => {
      if (inFlight.current) return
      inFlight.current = true
      setFailure(null)
      try {
        await signUp({
          ...values,
          idempotencyKey: initial.key,
          language: matchLocale(i18n.locale) ?? 'pt-BR',
        })
        clearWizard()
        setPhase('done')
      } catch (error) {
        setFailure(failureText(error))
      } finally {
        inFlight.current = false
      }
    },
    [i18n, initial.key],
  )

  const onSubmit = useCallback(
    (values: WizardValues) =>
      stepRef.current < 3 ? goTo((stepRef.current + 1) as StepIndex) : submit(values),
    [goTo, submit],
  )
  const retry = useCallback(() => form.handleSubmit(submit)(), [form, submit])
  const back = useCallback(() => goTo(Math.max(0, stepRef.current - 1) as StepIndex), [goTo])

  return { form, step, phase, failure, onSubmit, retry, back }
}
